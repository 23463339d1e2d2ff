import Foundation

/// An object that knows where its sections are, such as `MemoryStorage`.
public protocol SectionLocationIdentifyable: AnyObject {
    /// Returns the index of a section, or `nil` if the section is not one of the receiver's.
    ///
    /// - Parameter section: The section to look for.
    func sectionIndex(for section: Section) -> Int?
}

/// A section that can tell its own index in its storage.
public protocol SectionLocatable: AnyObject {
    /// The section's current index in its storage, or `nil` if it belongs to none.
    var currentSectionIndex: Int? { get }

    /// The storage that knows the section's index; held weakly.
    var sectionLocationDelegate: SectionLocationIdentifyable? { get set }
}

import Foundation

/// An object an item provider can turn into data, as Foundation declares on Apple platforms
/// (Foundation on Linux lacks it).
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The uniform type identifiers the object can be written as, most preferred first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }

    /// Produces the object's data for a type identifier.
    ///
    /// - Parameters:
    ///   - typeIdentifier: One of ``writableTypeIdentifiersForItemProvider``.
    ///   - completionHandler: Called with the data, or with an error.
    /// - Returns: The loading progress, or `nil` when not reported.
    @discardableResult
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

import Foundation

/// What drag sessions and drop sessions have in common: the items and where they are.
@preconcurrency @MainActor
public protocol UIDragDropSession: NSObjectProtocol {
    /// The items being dragged.
    var items: [UIDragItem] { get }
    /// Whether the drag allows a move rather than a copy.
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays within the app that started it.
    var isRestrictedToDraggingApplication: Bool { get }

    /// Returns the drag's location in a view's coordinates.
    ///
    /// - Parameter view: The view.
    /// - Returns: The location.
    func location(in view: UIView) -> CGPoint

    /// Returns whether any item supplies data of one of the given types.
    ///
    /// - Parameter typeIdentifiers: Uniform type identifiers.
    /// - Returns: `true` if an item supplies one of them.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool

    /// Returns whether any item can be loaded as an instance of a class.
    ///
    /// - Parameter aClass: The class.
    /// - Returns: `true` if an item's provider can create one.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

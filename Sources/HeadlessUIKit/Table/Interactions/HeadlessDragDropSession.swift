import Foundation

/// What ``HeadlessDragSession`` and ``HeadlessDropSession`` share: a drag's items and location,
/// set by tests (HeadlessUIKit-only).
@preconcurrency @MainActor
open class HeadlessDragDropSession: NSObject, UIDragDropSession {
    /// The items being dragged.
    public var items: [UIDragItem]
    /// Whether the drag allows a move rather than a copy.
    public var allowsMoveOperation: Bool
    /// Whether the drag stays within the app that started it.
    public var isRestrictedToDraggingApplication: Bool
    /// The drag's location, returned for every view: headless views have no coordinate
    /// conversion.
    public var location: CGPoint

    /// Creates a session.
    ///
    /// - Parameters:
    ///   - items: The items being dragged.
    ///   - location: The drag's location.
    ///   - allowsMoveOperation: Whether the drag allows a move.
    ///   - isRestrictedToDraggingApplication: Whether the drag stays within the app.
    public init(
        items: [UIDragItem] = [],
        location: CGPoint = .zero,
        allowsMoveOperation: Bool = true,
        isRestrictedToDraggingApplication: Bool = false
    ) {
        self.items = items
        self.location = location
        self.allowsMoveOperation = allowsMoveOperation
        self.isRestrictedToDraggingApplication = isRestrictedToDraggingApplication
        super.init()
    }

    /// Returns ``location``.
    ///
    /// - Parameter view: Ignored.
    /// - Returns: ``location``.
    public func location(in view: UIView) -> CGPoint {
        location
    }

    /// Returns whether any item's provider registered one of the given types.
    ///
    /// - Parameter typeIdentifiers: Uniform type identifiers.
    /// - Returns: `true` if an item supplies one of them.
    /// - Complexity: O(*n* × *m*) for *n* items and *m* identifiers.
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in
            typeIdentifiers.contains(where: item.itemProvider.hasItemConformingToTypeIdentifier)
        }
    }

    /// Returns whether any item's provider can create an instance of a class.
    ///
    /// - Parameter aClass: The class.
    /// - Returns: `true` if an item can be loaded as `aClass`.
    public func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}

import Foundation

/// An item being dragged: its data provider and, within the app, the model object it stands for.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// The provider of the item's data.
    open var itemProvider: NSItemProvider { storedItemProvider }
    private let storedItemProvider: NSItemProvider
    /// The object the item stands for, readable only inside the app that started the drag.
    open var localObject: Any?

    /// Creates a drag item.
    ///
    /// - Parameter itemProvider: The provider of the item's data.
    public init(itemProvider: NSItemProvider) {
        storedItemProvider = itemProvider
        super.init()
    }
}

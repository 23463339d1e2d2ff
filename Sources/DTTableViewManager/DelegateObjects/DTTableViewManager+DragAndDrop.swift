import Foundation

// Table drag and drop exists on iOS (and in HeadlessUIKit) but not on tvOS.
#if os(iOS) || HEADLESS_UIKIT
extension DTTableViewManager {
    /// The table's drag delegate.
    public var tableDragDelegate: DTTableViewDragDelegate? {
        get { dragAndDropWrappers.lazy.compactMap { $0 as? DTTableViewDragDelegate }.first }
        set {
            dragAndDropWrappers.removeAll { $0 is DTTableViewDragDelegate }
            if let newValue { dragAndDropWrappers.append(newValue) }
            tableView?.dragDelegate = newValue
        }
    }

    /// The table's drop delegate.
    public var tableDropDelegate: DTTableViewDropDelegate? {
        get { dragAndDropWrappers.lazy.compactMap { $0 as? DTTableViewDropDelegate }.first }
        set {
            dragAndDropWrappers.removeAll { $0 is DTTableViewDropDelegate }
            if let newValue { dragAndDropWrappers.append(newValue) }
            tableView?.dropDelegate = newValue
        }
    }

    /// Installs the drag and drop delegate objects.
    func startManagingDragAndDrop(delegate: DTTableViewManageable) {
        tableDragDelegate = DTTableViewDragDelegate(delegate: delegate, tableViewManager: self)
        tableDropDelegate = DTTableViewDropDelegate(delegate: delegate, tableViewManager: self)
    }
}
#else
extension DTTableViewManager {
    /// No table drag and drop on this platform.
    func startManagingDragAndDrop(delegate: DTTableViewManageable) {}
}
#endif

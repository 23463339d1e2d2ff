import Foundation

// Table drag and drop exists on iOS (and in HeadlessUIKit) but not on tvOS.
#if os(iOS) || HEADLESS_UIKIT
extension DTTableViewManager {
    /// The installed drag and drop delegate object of `type`, if any.
    func dragAndDropWrapper<Wrapper: DTTableViewDelegateWrapper>(of type: Wrapper.Type) -> Wrapper? {
        dragAndDropWrappers.lazy.compactMap { $0 as? Wrapper }.first
    }

    /// Implements the setter of ``tableDragDelegate``: replaces the drag delegate object and makes
    /// it the table's.
    func installDragDelegate(_ dragDelegate: DTTableViewDragDelegate?) {
        dragAndDropWrappers.removeAll { $0 is DTTableViewDragDelegate }
        if let dragDelegate { dragAndDropWrappers.append(dragDelegate) }
        tableView?.dragDelegate = dragDelegate
    }

    /// Implements the setter of ``tableDropDelegate``: replaces the drop delegate object and makes
    /// it the table's.
    func installDropDelegate(_ dropDelegate: DTTableViewDropDelegate?) {
        dragAndDropWrappers.removeAll { $0 is DTTableViewDropDelegate }
        if let dropDelegate { dragAndDropWrappers.append(dropDelegate) }
        tableView?.dropDelegate = dropDelegate
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

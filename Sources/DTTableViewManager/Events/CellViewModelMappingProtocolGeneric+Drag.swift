import Foundation

// `UITableViewDragDelegate` events of a cell mapping; iOS only (and HeadlessUIKit).
#if os(iOS) || HEADLESS_UIKIT
extension CellViewModelMappingProtocolGeneric {
    /// Answers `UITableViewDragDelegate.tableView(_:itemsForBeginning:at:)`: what dragging a row
    /// of this mapping drags.
    ///
    /// - Parameter closure: Receives the drag session, the cell, model and index path; returns the items.
    public func itemsForBeginningDragSession(_ closure: @escaping (UIDragSession, Cell, Model, IndexPath) -> [UIDragItem]) {
        appendReaction(for: .itemsForBeginningDragSession, closure)
    }

    /// Answers `UITableViewDragDelegate.tableView(_:itemsForAddingTo:at:point:)`.
    ///
    /// - Parameter closure: Receives the session, the touch point, the cell, model and index path.
    public func itemsForAddingToDragSession(_ closure: @escaping (UIDragSession, CGPoint, Cell, Model, IndexPath) -> [UIDragItem]) {
        appendReaction(for: .itemsForAddingToDragSession, closure)
    }

    /// Answers `UITableViewDragDelegate.tableView(_:dragPreviewParametersForRowAt:)`.
    ///
    /// - Parameter closure: Receives the cell, model and index path; returns the preview parameters.
    public func dragPreviewParameters(_ closure: @escaping (Cell, Model, IndexPath) -> UIDragPreviewParameters?) {
        appendReaction(for: .dragPreviewParametersForRowAtIndexPath, closure)
    }
}
#endif

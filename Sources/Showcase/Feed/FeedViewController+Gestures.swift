import DTTableViewManager

// What a user does on the screen, performed through HeadlessUIKit's simulation API so that the
// table calls its delegate and data source exactly as it would for real touches.
extension FeedViewController {
    /// Scrolls the table so its top edge shows content at `y` points.
    ///
    /// - Parameter y: The content offset's vertical component.
    func scroll(toOffset y: CGFloat) {
        tableView.contentOffset = CGPoint(x: 0, y: y)
        tableView.layoutIfNeeded()
    }

    /// Scrolls as little as needed to show a row entirely; for the first row of a section, its
    /// section header too, as a user scrolling back up sees it.
    ///
    /// - Parameter indexPath: The row to show.
    func scrollToShow(_ indexPath: IndexPath) {
        tableView.scrollToRow(at: indexPath, at: .none, animated: false)
        if indexPath.row == 0 {
            let headerTop = tableView.rectForHeader(inSection: indexPath.section).minY
            if tableView.contentOffset.y > headerTop {
                tableView.contentOffset = CGPoint(x: tableView.contentOffset.x, y: headerTop)
            }
        }
        tableView.layoutIfNeeded()
    }

    /// Taps a visible row.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: Whether the row could be tapped.
    /// - Throws: `UITableView.HeadlessTouchError` when the row is not on screen.
    @discardableResult
    func tap(at indexPath: IndexPath) throws -> Bool {
        try tableView.simulateTap(at: indexPath)
    }

    /// Swipes a row open from the trailing edge and taps its destructive action, if it has one.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: Whether a destructive action was revealed and tapped.
    /// - Throws: `UITableView.HeadlessTouchError` when the row is not on screen.
    @discardableResult
    func swipeToDelete(at indexPath: IndexPath) throws -> Bool {
        guard let delete = try tableView.simulateSwipe(at: indexPath, edge: .trailing).first(where: \.isDestructive) else {
            return false
        }
        delete.tap()
        return true
    }

    /// Drags a row by its reorder control and drops it at `proposed`.
    ///
    /// - Parameters:
    ///   - source: The row dragged.
    ///   - proposed: Where it is dropped; the screen may retarget it.
    /// - Returns: Where the row ended up, or `nil` when it cannot move.
    /// - Throws: `UITableView.HeadlessTouchError` when the dragged row is not on screen.
    @discardableResult
    func move(from source: IndexPath, to proposed: IndexPath) throws -> IndexPath? {
        try tableView.simulateMove(from: source, to: proposed)
    }

    /// Replaces the feed with its refreshed page, animating the difference: the storage diffs the
    /// old and new posts by identity and delivers deletions, insertions, moves and edits as one
    /// batch update.
    func refreshFeed() {
        manager.memoryStorage.setItems(FeedContent.refreshedPage, forSection: FeedSection.posts, animated: true)
    }
}

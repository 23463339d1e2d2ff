extension UITableViewDropProposal {
    /// Where in a table view dropped data goes.
    public enum Intent: Int, Sendable {
        /// The table view accepts the drop but the destination is decided later; no gap opens.
        case unspecified = 0
        /// The data goes into new rows at the destination; a gap opens there.
        case insertAtDestinationIndexPath = 1
        /// The data goes into the row at the destination, which is highlighted.
        case insertIntoDestinationIndexPath = 2
        /// The table view picks one of the two insert intents from the drop position.
        case automatic = 3
    }
}

import Foundation

/// Where in a table view dropped data goes.
public enum UITableViewDropIntent: Int, Sendable {
    /// The table view accepts the drop but the destination is decided later; no gap opens.
    case unspecified = 0
    /// The data goes into new rows at the destination; a gap opens there.
    case insertAtDestinationIndexPath = 1
    /// The data goes into the row at the destination, which is highlighted.
    case insertIntoDestinationIndexPath = 2
    /// The table view picks one of the two insert intents from the drop position.
    case automatic = 3
}

/// What a table view would do if the user dropped now, and where the data would go.
@MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// Where the data goes.
    public let intent: UITableViewDropIntent

    /// Creates a proposal with an intent.
    ///
    /// - Parameters:
    ///   - operation: What the drop does with the data.
    ///   - intent: Where the data goes.
    public init(operation: UIDropOperation, intent: UITableViewDropIntent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// Creates a proposal with an ``UITableViewDropIntent/unspecified`` intent.
    ///
    /// - Parameter operation: What the drop does with the data.
    public convenience override init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}

import Foundation

/// What a table view would do if the user dropped now, and where the data would go.
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// Where the data goes.
    open var intent: Intent { storedIntent }

    private let storedIntent: Intent

    /// Creates a proposal with an intent.
    ///
    /// - Parameters:
    ///   - operation: What the drop does with the data.
    ///   - intent: Where the data goes.
    public init(operation: UIDropOperation, intent: Intent) {
        storedIntent = intent
        super.init(operation: operation)
    }

    /// Creates a proposal with an ``Intent/unspecified`` intent.
    ///
    /// - Parameter operation: What the drop does with the data.
    public convenience override init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}

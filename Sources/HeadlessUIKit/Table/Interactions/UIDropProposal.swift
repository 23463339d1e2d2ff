import Foundation

/// What a view would do if the user dropped now.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    /// What the drop does with the data.
    open var operation: UIDropOperation { storedOperation }
    /// Whether the drop needs a precise location, offsetting the drag above the finger.
    open var isPrecise = false
    /// Whether the dropped item's preview shows at full size.
    open var prefersFullSizePreview = false

    private let storedOperation: UIDropOperation

    /// Creates a proposal.
    ///
    /// - Parameter operation: What the drop does with the data.
    public init(operation: UIDropOperation) {
        storedOperation = operation
        super.init()
    }
}

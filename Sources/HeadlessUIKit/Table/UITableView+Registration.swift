import Foundation

// Registering cell and header/footer sources, storyboard prototypes, and dequeueing.
extension UITableView {
    // MARK: - Storyboard prototypes

    /// Connects a storyboard prototype cell to a reuse identifier (HeadlessUIKit-only).
    ///
    /// The stand-in for a prototype cell designed in a storyboard's table view: dequeueing the
    /// identifier then works without registration, creating cells with `factory` and sending them
    /// `awakeFromNib()` as storyboard loading does. As in UIKit, registering a class or nib for
    /// the identifier afterwards replaces the prototype.
    /// - Parameters:
    ///   - identifier: The prototype's reuse identifier.
    ///   - factory: Creates a cell as the storyboard would, with its outlets set.
    public func setHeadlessPrototypeCell(
        forReuseIdentifier identifier: String,
        _ factory: @escaping @MainActor () -> UITableViewCell
    ) {
        cellSources[identifier] = .prototype(factory)
    }

    // MARK: - Internal

    /// Puts a cell that left the screen into its reuse queue.
    func enqueueForReuse(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cellReuseQueues.append(cell, identifier: identifier)
    }

    /// Puts a header or footer view that left the screen into its reuse queue.
    func enqueueForReuse(_ view: UIView) {
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else { return }
        headerFooterReuseQueues.append(reusable, identifier: identifier)
    }
}

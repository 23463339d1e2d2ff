import Foundation

// Selection, highlighting, accessory and primary-action methods of the table's delegate.
//
// Every method first runs the event closure of the row's mapping, then the owner's own method.
// Methods that return a value return the closure's answer when there is one, else the owner's,
// else UIKit's default.
//
// The implementations of the delegate's `open` members (declared in `DTTableViewDelegate.swift`,
// so subclasses can override them); each `handle(_:…)` has the labels of the member it
// implements. The primary-action methods are `public`, as upstream.
extension DTTableViewDelegate {
    // MARK: - Selection

    func handle(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        firstAnswer(
            performCellReaction(.willSelectRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedWillSelectRowAt(tableView, indexPath) },
            uikitDefault(indexPath)
        )
    }

    func handle(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        _ = performCellReaction(.didSelectRowAtIndexPath, at: indexPath) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidSelectRowAt(tableView, indexPath) }
    }

    func handle(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        firstAnswer(
            performCellReaction(.willDeselectRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedWillDeselectRowAt(tableView, indexPath) },
            uikitDefault(indexPath)
        )
    }

    func handle(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        _ = performCellReaction(.didDeselectRowAtIndexPath, at: indexPath) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidDeselectRowAt(tableView, indexPath) }
    }

    func handle(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        _ = performCellReaction(.accessoryButtonTappedForRowAtIndexPath, at: indexPath) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedAccessoryButtonTappedForRowWith(tableView, indexPath) }
    }

    // MARK: - Highlighting

    func handle(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performCellReaction(.shouldHighlightRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedShouldHighlightRowAt(tableView, indexPath) },
            uikitDefault(true)
        )
    }

    func handle(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        _ = performCellReaction(.didHighlightRowAtIndexPath, at: indexPath) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidHighlightRowAt(tableView, indexPath) }
    }

    func handle(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        _ = performCellReaction(.didUnhighlightRowAtIndexPath, at: indexPath) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidUnhighlightRowAt(tableView, indexPath) }
    }

    // MARK: - Primary action

    /// Whether the row's primary action runs: the closure's answer, the owner's, or `true`.
    ///
    /// `public`, not `open`, as upstream declares it.
    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performCellReaction(.canPerformPrimaryActionForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedCanPerformPrimaryActionForRowAt(tableView, indexPath) },
            uikitDefault(true)
        )
    }

    /// Runs the `performPrimaryAction` closure, then the owner's method.
    ///
    /// `public`, not `open`, as upstream declares it.
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        _ = performCellReaction(.performPrimaryActionForRowAtIndexPath, at: indexPath) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedPerformPrimaryActionForRowAt(tableView, indexPath) }
    }
}

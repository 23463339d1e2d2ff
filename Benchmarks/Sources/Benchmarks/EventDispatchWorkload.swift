import DTTableViewManager
import Foundation

/// Dispatching an event closure: the table tells the manager's delegate `didSelectRowAt`, and
/// the manager runs the `didSelect` closure of the row's mapping.
///
/// The figure is the cost with every kind of event registered (all 70 `EventMethodSignature`s:
/// cell, header and footer events, and events of the manager itself); the baseline is the cost
/// with only `didSelect` registered. Each run selects 200 displayed rows.
///
/// Target: with every kind registered, at most 1.5× the cost with one.
struct EventDispatchWorkload: Workload {
    let name = "events"

    /// The rows selected in one run, all displayed.
    private let rows = 200

    func run(_ configuration: BenchmarkConfiguration) -> [BenchmarkResult] {
        let harness = configuration.harness
        let single = EventScreen(rows: rows, registeringAllEvents: false)
        let all = EventScreen(rows: rows, registeringAllEvents: true)
        let timing = harness.compare(Work { all.selectEveryRow() }, with: Work { single.selectEveryRow() })
        precondition(single.selections > 0 && all.selections > 0, "didSelect closures did not run")
        return [
            BenchmarkResult(
                workload: name, name: "didSelect with \(EventScreen.registeredKinds) event kinds registered against 1",
                comparison: Comparison(
                    timing, figure: "\(EventScreen.registeredKinds) kinds", baseline: "didSelect only",
                    perCall: (rows, rows),
                    target: .relativeCost(atMost: 1.5),
                    notes: "per event; \(rows) displayed rows selected per call")),
        ]
    }
}

/// A screen whose cell mapping reacts to `didSelect`, alone or among every other event kind.
@MainActor
final class EventScreen {
    /// The number of event kinds registered with `registeringAllEvents`: all of them.
    static let registeredKinds = EventMethodSignature.allCases.count

    private let screen: TableScreen
    private let rows: Int
    /// How many times the `didSelect` closure ran.
    private(set) var selections = 0

    /// Creates the screen with `rows` posts, all displayed, and registers its events.
    init(rows: Int, registeringAllEvents: Bool) {
        self.rows = rows
        screen = TableScreen(height: 44 * CGFloat(rows))
        screen.manager.register(MappedCell<Post>.self) { mapping in
            mapping.didSelect { [unowned self] _, _, _ in self.selections += 1 }
            if registeringAllEvents { Self.registerOtherCellEvents(on: mapping) }
        }
        if registeringAllEvents { registerOtherEvents() }
        screen.manager.memoryStorage.setItems(Post.sequence(rows))
        screen.tableView.layoutIfNeeded()
    }

    /// Tells the manager's delegate that every row was selected, as the table does on a tap.
    func selectEveryRow() {
        let table = screen.tableView!
        let delegate = screen.manager.tableDelegate!
        for row in 0..<rows {
            delegate.tableView(table, didSelectRowAt: IndexPath(row: row, section: 0))
        }
    }

    /// Registers every cell event other than `didSelect`.
    private static func registerOtherCellEvents(on mapping: TableViewCellModelMapping<MappedCell<Post>, Post>) {
        mapping.willSelect { _, _, indexPath in indexPath }
        mapping.willDeselect { _, _, indexPath in indexPath }
        mapping.didDeselect { _, _, _ in }
        mapping.accessoryButtonTapped { _, _, _ in }
        mapping.willDisplay { _, _, _ in }
        mapping.didEndDisplaying { _, _, _ in }
        mapping.heightForCell { _, _ in 44 }
        mapping.estimatedHeightForCell { _, _ in 44 }
        mapping.indentationLevelForCell { _, _ in 0 }
        mapping.shouldHighlight { _, _, _ in true }
        mapping.didHighlight { _, _, _ in }
        mapping.didUnhighlight { _, _, _ in }
        mapping.canFocus { _, _, _ in true }
        mapping.selectionFollowsFocus { _, _, _ in false }
        mapping.targetIndexPathForMove { proposed, _, _, _ in proposed }
        mapping.editingStyle { _, _ in .none }
        mapping.shouldIndentWhileEditing { _, _, _ in true }
        mapping.canPerformPrimaryAction { _, _, _ in false }
        mapping.performPrimaryAction { _, _, _ in }
        mapping.shouldShowMenu { _, _, _ in false }
        mapping.canPerformAction { _, _, _, _, _ in false }
        mapping.performAction { _, _, _, _, _ in }
        mapping.canEditCell { _, _ in false }
        mapping.commitEditingStyle { _, _, _, _ in }
        mapping.canMove { _, _, _ in false }
        mapping.moveRowTo { _, _, _, _ in }
        mapping.prefetch { _, _ in }
        mapping.cancelPrefetch { _, _ in }
        mapping.itemsForBeginningDragSession { _, _, _, _ in [] }
        mapping.itemsForAddingToDragSession { _, _, _, _, _ in [] }
        mapping.dragPreviewParameters { _, _, _ in nil }
        mapping.willBeginEditing { _, _, _ in }
        mapping.didEndEditing { _, _, _ in }
        mapping.titleForDeleteConfirmationButton { _, _, _ in nil }
        mapping.editActions { _, _, _ in nil }
        mapping.leadingSwipeActionsConfiguration { _, _, _ in nil }
        mapping.trailingSwipeActionsConfiguration { _, _, _ in nil }
        mapping.shouldSpringLoad { _, _, _, _ in false }
        mapping.shouldBeginMultipleSelectionInteraction { _, _, _ in false }
        mapping.didBeginMultipleSelectionInteraction { _, _, _ in }
        mapping.contextMenuConfiguration { _, _, _, _ in nil }
    }

    /// Registers the header and footer events and the events of the manager itself.
    private func registerOtherEvents() {
        let manager = screen.manager
        manager.registerHeader(UITableViewHeaderFooterView.self, for: String.self, mapping: { mapping in
            mapping.heightForHeader { _, _ in 28 }
            mapping.estimatedHeightForHeader { _, _ in 28 }
            mapping.willDisplayHeaderView { _, _, _ in }
            mapping.didEndDisplayingHeaderView { _, _, _ in }
        }, handler: { _, _, _ in })
        manager.registerFooter(UITableViewHeaderFooterView.self, for: String.self, mapping: { mapping in
            mapping.heightForFooter { _, _ in 28 }
            mapping.estimatedHeightForFooter { _, _ in 28 }
            mapping.willDisplayFooterView { _, _, _ in }
            mapping.didEndDisplayingFooterView { _, _, _ in }
        }, handler: { _, _, _ in })
        manager.sectionIndexTitles { nil }
        manager.sectionForSectionIndexTitle { _, index in index }
        manager.shouldUpdateFocus { _ in true }
        manager.didUpdateFocus { _, _ in }
        manager.indexPathForPreferredFocusedView { nil }
        manager.dragSessionWillBegin { _ in }
        manager.dragSessionDidEnd { _ in }
        manager.dragSessionAllowsMoveOperation { _ in true }
        manager.dragSessionIsRestrictedToDraggingApplication { _ in false }
        manager.performDropWithCoordinator { _ in }
        manager.canHandleDropSession { _ in true }
        manager.dropSessionDidEnter { _ in }
        manager.dropSessionDidUpdate { _, _ in UITableViewDropProposal(operation: .cancel) }
        manager.dropSessionDidExit { _ in }
        manager.dropSessionDidEnd { _ in }
        manager.dropPreviewParameters { _ in nil }
        manager.didEndMultipleSelectionInteraction {}
        manager.previewForHighlightingContextMenu { _ in nil }
        manager.previewForDismissingContextMenu { _ in nil }
    }
}

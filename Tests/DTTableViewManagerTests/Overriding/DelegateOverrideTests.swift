import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
import TestSupport

/// A delegate subclass overriding one member of each group (selection, display, heights,
/// editing); each override records the call, then runs the library's behaviour through `super`,
/// except the height, which it replaces.
private final class RecordingDelegate: DTTableViewDelegate {
    let log = EventLog()

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.record("override willSelect \(indexPath.row)")
        return super.tableView(tableView, willSelectRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.record("override didSelect \(indexPath.row)")
        super.tableView(tableView, didSelectRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.record("override willDisplay \(indexPath.row)")
        super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        60
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        log.record("override trailingSwipeActions \(indexPath.row)")
        let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
        return UISwipeActionsConfiguration(actions: [archive])
    }

    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.record("override willBeginEditing \(indexPath.row)")
        super.tableView(tableView, willBeginEditingRowAt: indexPath)
    }
}

/// The table's own calls to its delegate reach a `DTTableViewDelegate` subclass's overrides.
@MainActor @Suite struct DelegateOverrideTests {
    /// A controller whose table delegate is a `RecordingDelegate`, showing `items` after
    /// `configure` registered the mapping's events (so that the table asks for their methods).
    private func controllerWithRecordingDelegate(
        items: [Int],
        _ configure: @escaping (TableViewCellModelMapping<EventIntCell, Int>, EventLog) -> Void
    ) -> (ManagedTableViewController, RecordingDelegate) {
        let controller = ManagedTableViewController()
        let delegate = RecordingDelegate(delegate: controller, tableViewManager: controller.manager)
        controller.manager.tableDelegate = delegate
        controller.manager.register(EventIntCell.self) { mapping in configure(mapping, delegate.log) }
        controller.manager.memoryStorage.setItems(items)
        controller.tableView.layoutIfNeeded()
        return (controller, delegate)
    }

    @Test func tapReachesOverriddenSelectionMethodsAndTheirSuperRunsTheClosures() throws {
        let (controller, delegate) = controllerWithRecordingDelegate(items: [1, 2]) { mapping, log in
            mapping.willSelect { _, _, indexPath in
                log.record("willSelect closure")
                return indexPath
            }
            mapping.didSelect { _, model, _ in log.record("didSelect closure \(model)") }
        }
        delegate.log.reset()

        #expect(try controller.tableView.simulateTap(at: IndexPath(row: 1, section: 0)))

        expectEqual(delegate.log.entries, ["override willSelect 1", "willSelect closure", "override didSelect 1", "didSelect closure 2"])
    }

    @Test func layoutReachesOverriddenDisplayMethod() {
        let (_, delegate) = controllerWithRecordingDelegate(items: [1, 2]) { mapping, log in
            mapping.willDisplay { _, model, _ in log.record("willDisplay closure \(model)") }
        }

        expectEqual(delegate.log.entries, ["override willDisplay 0", "willDisplay closure 1", "override willDisplay 1", "willDisplay closure 2"])
    }

    @Test func overriddenRowHeightReplacesTheClosuresHeight() {
        let (controller, _) = controllerWithRecordingDelegate(items: [1]) { mapping, _ in
            mapping.heightForCell { _, _ in 44 }
        }

        expectEqual(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height, 60)
    }

    @Test func swipeReachesOverriddenEditingMethods() throws {
        let (controller, delegate) = controllerWithRecordingDelegate(items: [1]) { mapping, log in
            mapping.trailingSwipeActionsConfiguration { _, _, _ in
                log.record("trailingSwipeActions closure")
                return nil
            }
            mapping.willBeginEditing { _, _, _ in log.record("willBeginEditing closure") }
        }

        let actions = try controller.tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing)

        expectEqual(actions.map(\.title), ["Archive"])
        expectEqual(delegate.log.entries, ["override trailingSwipeActions 0", "override willBeginEditing 0", "willBeginEditing closure"])
    }

    @Test func tableAsksForAnOverriddenMethodOnlyWhenAnEventOrTheOwnerAnswersIt() throws {
        let (controller, delegate) = controllerWithRecordingDelegate(items: [1]) { _, _ in }
        delegate.log.reset()

        #expect(try controller.tableView.simulateTap(at: IndexPath(row: 0, section: 0)))

        // As upstream: no `didSelect` event and an owner without the method, so the table does not call it.
        #expect(delegate.log.entries.isEmpty)
    }
}

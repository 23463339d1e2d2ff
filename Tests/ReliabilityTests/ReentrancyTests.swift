import DTTableViewManager
import Expectations
import Testing
@testable import StorageFuzzing

/// The storage changed while the manager is delivering or applying one of its updates: from the
/// updater's content callbacks, from the storage delegate, and from a cell being configured
/// inside a batch update. Every change must reach the storage and the table, in order, without
/// anything UIKit would reject.
@MainActor @Suite struct ReentrancyTests {
    private static let trigger = FuzzItem(id: 50)
    private static let nested = FuzzItem(id: 51)

    /// Loads the standard contents, runs `change`, and checks the screen against the standard
    /// contents followed by `expected`.
    private func expectConsistent(_ screen: FuzzScreen, after expected: [FuzzOperation], _ comment: Comment? = nil) {
        var reference = ReferenceModel()
        for operation in FuzzScreen.standardContents + expected { _ = reference.apply(operation) }
        expectEqual(screen.violations.takeViolations().map(\.message), [], comment)
        #expect(screen.storageAnomalies.takeAnomalies().isEmpty)
        expectEqual(screen.differences(from: reference, everyRow: true), [], comment)
    }

    /// Adds ``nested`` the first time `update` is a real update (not a reload).
    private func addNestedOnce(to screen: FuzzScreen) -> (StorageUpdate?) -> Void {
        var done = false
        return { [weak screen] update in
            guard let screen, update != nil, !done else { return }
            done = true
            screen.storage.addItem(Self.nested, toSection: 0)
        }
    }

    /// A change made before the updater opens its batch applies the update being delivered
    /// outside any batch; the nested change arrives as a reload and the updater reloads instead
    /// of animating the already applied update.
    @Test func changeFromWillUpdateContentIsApplied() {
        let (screen, _) = FuzzScreen.loaded()
        screen.manager.tableViewUpdater?.willUpdateContent = addNestedOnce(to: screen)
        screen.storage.addItem(Self.trigger, toSection: 1)
        expectConsistent(screen, after: [.addItems([Self.trigger], section: 1, single: true), .addItems([Self.nested], section: 0, single: true)])
    }

    @Test func changeFromDidUpdateContentIsApplied() {
        let (screen, _) = FuzzScreen.loaded()
        screen.manager.tableViewUpdater?.didUpdateContent = addNestedOnce(to: screen)
        screen.storage.addItem(Self.trigger, toSection: 1)
        expectConsistent(screen, after: [.addItems([Self.trigger], section: 1, single: true), .addItems([Self.nested], section: 0, single: true)])
    }

    @Test func changeFromDidUpdateContentAfterABatchIsApplied() {
        let (screen, _) = FuzzScreen.loaded()
        screen.manager.tableViewUpdater?.didUpdateContent = addNestedOnce(to: screen)
        screen.storage.performUpdates {
            screen.storage.addItem(Self.trigger, toSection: 1)
            screen.storage.moveSection(1, toSection: 0)
        }
        expectConsistent(screen, after: [
            .addItems([Self.trigger], section: 1, single: true), .moveSection(1, to: 0), .addItems([Self.nested], section: 0, single: true),
        ])
    }

    @Test func changeFromStorageDelegateBeforeApplyingIsApplied() {
        let (screen, _) = FuzzScreen.loaded()
        let updater = ReentrantTableViewUpdater(tableView: screen.tableView)
        updater.beforeApplying = addNestedOnce(to: screen)
        screen.manager.tableViewUpdater = updater
        screen.storage.addItem(Self.trigger, toSection: 1)
        expectConsistent(screen, after: [.addItems([Self.trigger], section: 1, single: true), .addItems([Self.nested], section: 0, single: true)])
    }

    @Test func changeFromStorageDelegateAfterApplyingIsApplied() {
        let (screen, _) = FuzzScreen.loaded()
        let updater = ReentrantTableViewUpdater(tableView: screen.tableView)
        updater.afterApplying = addNestedOnce(to: screen)
        screen.manager.tableViewUpdater = updater
        screen.storage.addItem(Self.trigger, toSection: 1)
        expectConsistent(screen, after: [.addItems([Self.trigger], section: 1, single: true), .addItems([Self.nested], section: 0, single: true)])
    }

    @Test func changeFromReloadCallbackIsApplied() {
        let (screen, _) = FuzzScreen.loaded()
        var done = false
        screen.manager.tableViewUpdater?.willUpdateContent = { [weak screen] update in
            guard let screen, update == nil, !done else { return }
            done = true
            screen.storage.addItem(Self.nested, toSection: 0)
        }
        screen.storage.setItems([Self.trigger], forSection: 1)
        expectConsistent(screen, after: [.setItems([Self.trigger], section: 1), .addItems([Self.nested], section: 0, single: true)])
    }

    @Test func changeFromCellConfiguredInsideABatchIsApplied() {
        weak var screenReference: FuzzScreen?
        var done = false
        let screen = FuzzScreen { _, item, _ in
            guard item == Self.trigger, !done, let screen = screenReference else { return }
            done = true
            screen.storage.addItem(Self.nested, toSection: 0)
        }
        screenReference = screen
        for operation in FuzzScreen.standardContents { screen.perform(operation) }
        screen.tableView.layoutIfNeeded()
        screen.storage.insertSection(FuzzSection(items: [Self.trigger], header: nil, footer: nil), atIndex: 2)
        screen.tableView.layoutIfNeeded()
        #expect(done)
        expectConsistent(screen, after: [
            .insertSection(FuzzSectionSpec(items: [Self.trigger], header: nil, footer: nil), at: 2),
            .addItems([Self.nested], section: 0, single: true),
        ])
    }
}

/// A storage delegate that changes the storage from inside its update callback.
@MainActor
final class ReentrantTableViewUpdater: TableViewUpdater {
    var beforeApplying: ((StorageUpdate?) -> Void)?
    var afterApplying: ((StorageUpdate?) -> Void)?

    override func storageDidPerformUpdate(_ update: StorageUpdate) {
        beforeApplying?(update)
        super.storageDidPerformUpdate(update)
        afterApplying?(update)
    }
}

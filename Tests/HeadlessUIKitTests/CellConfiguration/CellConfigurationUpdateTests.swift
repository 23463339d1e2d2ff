import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct CellConfigurationUpdateTests {
    @Test func handlerConfiguresCellsBeforeTheyAreDisplayed() throws {
        let fixture = ConfiguredTable()
        let table = fixture.tableView
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        expectEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "Salad")
        expectEqual(cell.contentView.labelTexts, ["Salad"])
    }

    @Test func tapRunsTheHandlerForTheSelectedState() throws {
        let fixture = ConfiguredTable()
        let table = fixture.tableView
        try table.simulateTap(at: IndexPath(row: 0, section: 0))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))

        #expect(cell.configurationState.isSelected)
        expectEqual((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText, "selected")
        expectEqual(cell.contentView.labelTexts, ["Soup", "selected"])
    }

    @Test func updateRunsAfterSubclassHookAndCoalescesRequests() throws {
        let fixture = ConfiguredTable(cellClass: RecordingCell.self)
        let table = fixture.tableView
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? RecordingCell)
        cell.events.removeAll()

        try table.simulateTap(at: IndexPath(row: 0, section: 0))

        expectEqual(cell.events, ["update selected=true highlighted=false swiped=false"])
        expectEqual((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText, "selected")
    }

    @Test func stateChangesFromCodeUpdateAtTheNextLayoutPass() throws {
        let cell = RecordingCell(style: .default, reuseIdentifier: nil)
        cell.layoutIfNeeded()
        cell.events.removeAll()
        cell.setHighlighted(true, animated: false)
        cell.isSelected = true
        #expect(cell.events.isEmpty)

        cell.layoutIfNeeded()

        expectEqual(cell.events, ["update selected=true highlighted=true swiped=false", "handler selected=true"])
    }

    @Test func swipeUpdatesTheConfigurationForTheSwipedState() throws {
        let fixture = ConfiguredTable(cellClass: RecordingCell.self)
        let table = fixture.tableView
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? RecordingCell)
        cell.events.removeAll()

        let actions = try table.simulateSwipe(at: IndexPath(row: 1, section: 0), edge: .trailing)

        expectEqual(actions.map(\.title), ["Delete"])
        #expect(cell.configurationState.isSwiped)
        expectEqual(cell.events, ["update selected=false highlighted=false swiped=true"])
    }

    @Test func automaticUpdateAppliesTheConfigurationUpdatedForTheState() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = BadgeConfiguration(count: 1)
        cell.layoutIfNeeded()
        cell.isSelected = true
        cell.layoutIfNeeded()
        expectEqual((cell.contentConfiguration as? BadgeConfiguration)?.updatedForSelection, [false, true])

        cell.automaticallyUpdatesContentConfiguration = false
        cell.isSelected = false
        cell.layoutIfNeeded()
        expectEqual((cell.contentConfiguration as? BadgeConfiguration)?.updatedForSelection, [false, true])
    }

    @Test func customStatesAreKeptInTheConfigurationState() {
        let key = UIConfigurationStateCustomKey("com.example.favorite")
        var state = UITableViewCell(style: .default, reuseIdentifier: nil).configurationState
        state[key] = true
        expectEqual(state[key], AnyHashable(true))
        expectNil(state[UIConfigurationStateCustomKey(rawValue: "other")])
    }
}

import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// A data source whose section index starts with the search symbol, which scrolls nowhere.
final class SearchIndexDataSource: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        [UITableView.indexSearch, "A", "B", "C"]
    }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        title == UITableView.indexSearch ? NSNotFound : index - 1
    }
}

@MainActor @Suite struct TableViewMemberTests {
    /// A table of five rows whose delegate gives context menus, with the log of its first layout
    /// cleared; the delegate is returned to keep it alive (the table holds it weakly).
    private func menuTable() -> (TableFixture, InteractionRecordingDelegate) {
        let fixture = TableFixture(sections: [ListDataSource.rows(5)])
        let delegate = InteractionRecordingDelegate(log: fixture.log)
        fixture.tableView.delegate = delegate
        fixture.log.reset()
        return (fixture, delegate)
    }

    @Test func searchIndexTitleIsTheMagnifyingGlassAndScrollsWhereTheDataSourceSays() {
        expectEqual(UITableView.indexSearch, "{search}")
        let fixture = TableFixture(sections: [])
        let dataSource = SearchIndexDataSource()
        defer { withExtendedLifetime(dataSource) {} }
        fixture.tableView.dataSource = dataSource
        fixture.tableView.reloadData()
        expectEqual(fixture.tableView.headlessSectionIndexTitles?.first, "{search}")
        expectEqual(fixture.tableView.simulateTapOnSectionIndex(at: 2), 1)
        let offset = fixture.tableView.contentOffset
        #expect(offset.y > 0)
        expectNil(fixture.tableView.simulateTapOnSectionIndex(at: 0))
        expectEqual(fixture.tableView.contentOffset, offset)
    }

    @Test func noDragOrDropIsEverActive() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        tableView.dragInteractionEnabled = true
        #expect(!tableView.hasActiveDrag)
        #expect(!tableView.hasActiveDrop)
    }

    @Test func contextMenuInteractionExistsOnlyForDelegatesThatGiveMenus() {
        let fixture = TableFixture(sections: [ListDataSource.rows(5)])
        expectNil(fixture.tableView.contextMenuInteraction)
        let delegate = InteractionRecordingDelegate(log: fixture.log)
        defer { withExtendedLifetime(delegate) {} }
        fixture.tableView.delegate = delegate
        let interaction = fixture.tableView.contextMenuInteraction
        expectNotNil(interaction)
        expectIdentical(interaction, fixture.tableView.contextMenuInteraction)
        expectIdentical(interaction?.view, fixture.tableView)
        #expect(fixture.tableView.interactions.isEmpty)
    }

    @Test func dismissingThroughTheInteractionEndsTheSimulatedMenu() throws {
        let (fixture, delegate) = menuTable()
        defer { withExtendedLifetime(delegate) {} }
        _ = try fixture.tableView.simulateContextMenu(at: IndexPath(row: 1, section: 0))
        fixture.tableView.contextMenuInteraction?.dismissMenu()
        fixture.tableView.contextMenuInteraction?.dismissMenu()
        expectEqual(fixture.log.entries, ["contextMenuConfiguration 0-1", "willDisplayContextMenu", "willEndContextMenu"])
    }

    @Test func simulatedDismissalEndsTheMenuOnce() throws {
        let (fixture, delegate) = menuTable()
        defer { withExtendedLifetime(delegate) {} }
        let configuration = try #require(try fixture.tableView.simulateContextMenu(at: IndexPath(row: 0, section: 0)))
        fixture.tableView.simulateContextMenuDismissal(configuration)
        fixture.tableView.contextMenuInteraction?.dismissMenu()
        expectEqual(fixture.log.entries, ["contextMenuConfiguration 0-0", "willDisplayContextMenu", "willEndContextMenu"])
    }

    @Test func longPressOnTheInteractionOpensTheMenuOfTheRowThere() throws {
        let (fixture, delegate) = menuTable()
        defer { withExtendedLifetime(delegate) {} }
        let interaction = try #require(fixture.tableView.contextMenuInteraction)
        expectNotNil(interaction.simulateLongPress(at: CGPoint(x: 10, y: 44 * 2 + 5)))
        expectNil(interaction.simulateLongPress(at: CGPoint(x: 10, y: 400)))
        #expect(fixture.log.entries == [
            "contextMenuConfiguration 0-2", "willDisplayContextMenu", "willEndContextMenu",
        ])
    }
}

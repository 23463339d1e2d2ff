import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// Plain-style headers and footers float while their section is on screen; grouped ones scroll.
@MainActor @Suite struct FloatingHeaderTests {
    final class TitledSections: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header \(section)" }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footer \(section)" }
    }

    /// Three sections of a 28-point header, ten 44-point rows and a 28-point footer (496 each).
    private func table(style: UITableView.Style, dataSource: TitledSections) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        table.sectionHeaderHeight = 28
        table.sectionFooterHeight = 28
        table.dataSource = dataSource
        table.layoutIfNeeded()
        return table
    }

    @Test func plainHeaderSticksToTheTopWhileItsSectionIsOnScreen() throws {
        let dataSource = TitledSections()
        let table = table(style: .plain, dataSource: dataSource)
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        try expectEqual(#require(table.headerView(forSection: 0)).frame.minY, 100)
        expectEqual(table.rectForHeader(inSection: 0).minY, 0, "rectForHeader answers the unfloated rectangle")
        table.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        table.setNeedsLayout()
        table.layoutIfNeeded()
        try expectEqual(#require(table.headerView(forSection: 0)).frame.minY, 120, "it sticks under the adjusted top inset")
    }

    @Test func plainHeaderIsPushedUpByTheEndOfItsSection() throws {
        let dataSource = TitledSections()
        let table = table(style: .plain, dataSource: dataSource)
        table.contentOffset = CGPoint(x: 0, y: 480)
        table.layoutIfNeeded()
        try expectEqual(#require(table.headerView(forSection: 0)).frame.minY, 496 - 28)
        try expectEqual(#require(table.headerView(forSection: 1)).frame.minY, 496)
    }

    @Test func plainFooterSticksToTheBottomWhileItsSectionIsOnScreen() throws {
        let dataSource = TitledSections()
        let table = table(style: .plain, dataSource: dataSource)
        try expectEqual(#require(table.footerView(forSection: 0)).frame.maxY, 300)
        expectEqual(table.rectForFooter(inSection: 0).minY, 468)
    }

    @Test func groupedHeadersAndFootersScrollWithTheContent() throws {
        let dataSource = TitledSections()
        let table = table(style: .grouped, dataSource: dataSource)
        expectNil(table.footerView(forSection: 0))
        table.contentOffset = CGPoint(x: 0, y: 20)
        table.layoutIfNeeded()
        try expectEqual(#require(table.headerView(forSection: 0)).frame.minY, 0)
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        expectNil(table.headerView(forSection: 0))
    }
}

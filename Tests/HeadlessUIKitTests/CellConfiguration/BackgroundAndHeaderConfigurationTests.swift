import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct BackgroundAndHeaderConfigurationTests {
    @Test func backgroundConfigurationSupersedesBackgroundViews() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundView = UIView()
        cell.selectedBackgroundView = UIView()
        cell.backgroundColor = UIColor(white: 0.5, alpha: 1)
        var background = cell.defaultBackgroundConfiguration()
        background.cornerRadius = 12
        background.strokeWidth = 1
        cell.backgroundConfiguration = background

        expectEqual(cell.backgroundConfiguration?.cornerRadius, 12)
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil && cell.multipleSelectionBackgroundView == nil)
        expectNil(cell.backgroundColor)
        cell.backgroundConfiguration = nil
        expectNil(cell.backgroundView)
    }

    @Test func backgroundColorsResolveWithTheTintColorWhenUnset() {
        let tint = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let fill = UIColor(white: 0.9, alpha: 1)
        var background = UIBackgroundConfiguration.listCell()
        expectIdentical(background.resolvedBackgroundColor(for: tint), tint)
        background.backgroundColor = fill
        expectIdentical(background.resolvedBackgroundColor(for: tint), fill)
        expectIdentical(background.resolvedStrokeColor(for: tint), tint)
    }

    @Test func headerConfigurationReplacesItsContentViewAndLabels() throws {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
        var content = header.defaultContentConfiguration()
        content.text = "Favorites"
        header.contentConfiguration = content
        header.backgroundColor = UIColor(white: 0.5, alpha: 1)
        header.backgroundConfiguration = .listHeader()

        try expectEqual(#require(header.contentView as? UIListContentView).labelTexts, ["Favorites"])
        #expect(header.textLabel == nil && header.detailTextLabel == nil)
        #expect(header.backgroundColor == nil && header.backgroundView == nil)
    }

    @Test func headerHandlerRunsWhenTheTableDisplaysIt() throws {
        final class HeaderDelegate: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
                header?.configurationUpdateHandler = { view, state in
                    var content = view.defaultContentConfiguration().updated(for: state)
                    content.text = "Section \(section)"
                    view.contentConfiguration = content
                }
                return header
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let dataSource = ConfiguredRowsDataSource(titles: ["row"])
        let delegate = HeaderDelegate()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = dataSource
        table.delegate = delegate
        table.layoutIfNeeded()

        let header = try #require(table.headerView(forSection: 0))
        expectEqual((header.contentConfiguration as? UIListContentConfiguration)?.text, "Section 0")
    }
}

import Foundation
import HeadlessUIKit

/// An app-written content configuration: a badge count, shown by ``BadgeContentView``. It records
/// the states it was updated for.
struct BadgeConfiguration: UIContentConfiguration, Equatable {
    var count = 0
    var updatedForSelection: [Bool] = []

    func makeContentView() -> any UIView & UIContentView {
        BadgeContentView(configuration: self)
    }

    func updated(for state: any UIConfigurationState) -> BadgeConfiguration {
        var copy = self
        copy.updatedForSelection.append((state as? UICellConfigurationState)?.isSelected ?? false)
        return copy
    }
}

/// The content view of ``BadgeConfiguration``, counting how often a configuration was applied.
final class BadgeContentView: UIView, UIContentView {
    var applied = 0
    var configuration: any UIContentConfiguration {
        didSet { applied += 1 }
    }

    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}

/// A cell recording the states its configuration updates ran for, in order, from
/// `updateConfiguration(using:)` and from its handler.
final class RecordingCell: UITableViewCell {
    var events: [String] = []

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        configurationUpdateHandler = { cell, state in
            (cell as? RecordingCell)?.events.append("handler selected=\(state.isSelected)")
        }
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        events.append("update selected=\(state.isSelected) highlighted=\(state.isHighlighted) swiped=\(state.isSwiped)")
    }
}

/// A data source whose cells show their row with a list content configuration, bold when
/// selected, through a configuration update handler.
@MainActor
final class ConfiguredRowsDataSource: NSObject, UITableViewDataSource {
    let titles: [String]

    init(titles: [String]) {
        self.titles = titles
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let title = titles[indexPath.row]
        cell.configurationUpdateHandler = { cell, state in
            var content = cell.defaultContentConfiguration().updated(for: state)
            content.text = title
            content.secondaryText = state.isSelected ? "selected" : nil
            cell.contentConfiguration = content
        }
        return cell
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

/// A window showing a two-row table configured by ``ConfiguredRowsDataSource``; the fixture
/// keeps the data source alive.
@MainActor
struct ConfiguredTable {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let tableView: UITableView
    let dataSource = ConfiguredRowsDataSource(titles: ["Soup", "Salad"])

    init(cellClass: UITableViewCell.Type = UITableViewCell.self) {
        tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.register(cellClass, forCellReuseIdentifier: "Cell")
        tableView.dataSource = dataSource
        window.addSubview(tableView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }
}

extension UIView {
    /// The texts of the labels among the view's subviews, in order.
    var labelTexts: [String?] {
        subviews.compactMap { $0 as? UILabel }.map(\.text)
    }
}

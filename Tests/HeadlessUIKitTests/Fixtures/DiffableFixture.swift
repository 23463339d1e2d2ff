import Foundation
import HeadlessUIKit

/// A cell that counts how often it is prepared for reuse and configured.
final class CountingCell: UITableViewCell {
    private(set) var preparedForReuse = 0
    private(set) var configurations: [String] = []

    override func prepareForReuse() {
        super.prepareForReuse()
        preparedForReuse += 1
    }

    func configure(with item: String) {
        configurations.append(item)
        textLabel?.text = item
    }
}

/// A table in a window (320 × 440, 44-point rows) driven by a diffable data source of `String`
/// sections and items, whose cell provider records every call; violations are collected.
@MainActor
struct DiffableFixture<DataSource: UITableViewDiffableDataSource<String, String>> {
    let window: UIWindow
    let tableView: UITableView
    let dataSource: DataSource
    let violations: ViolationCollector
    /// The items the cell provider was asked for, in order.
    let provided: ProvidedItems

    init(height: CGFloat = 440, make: (UITableView, @escaping DataSource.CellProvider) -> DataSource) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.rowHeight = 44
        tableView.register(CountingCell.self, forCellReuseIdentifier: "Cell")
        let violations = ViolationCollector()
        tableView.headlessConsistencyViolationHandler = { violations.collected.append($0) }
        self.violations = violations
        let provided = ProvidedItems()
        self.provided = provided
        dataSource = make(tableView) { tableView, indexPath, item in
            provided.items.append(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as? CountingCell
            cell?.configure(with: item)
            return cell
        }
        window.addSubview(tableView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    /// Applies `snapshot`, lays the table out, and forgets the cell provider's calls so far.
    func show(_ snapshot: NSDiffableDataSourceSnapshot<String, String>) {
        dataSource.apply(snapshot)
        tableView.layoutIfNeeded()
        provided.items.removeAll()
    }

    /// The visible cells' texts, per section.
    var visibleTexts: [[String]] {
        var texts = [[String]](repeating: [], count: tableView.numberOfSections)
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
            texts[indexPath.section].append(tableView.cellForRow(at: indexPath)?.textLabel?.text ?? "")
        }
        return texts
    }

    /// The visible cell showing `text`.
    func cell(showing text: String) -> CountingCell? {
        tableView.visibleCells.first { $0.textLabel?.text == text } as? CountingCell
    }
}

extension DiffableFixture where DataSource == UITableViewDiffableDataSource<String, String> {
    /// A fixture with a plain diffable data source.
    init(height: CGFloat = 440) {
        self.init(height: height) { UITableViewDiffableDataSource(tableView: $0, cellProvider: $1) }
    }
}

/// The items a cell provider was asked for.
@MainActor
final class ProvidedItems {
    var items: [String] = []
}

extension NSDiffableDataSourceSnapshot where SectionIdentifierType == String, ItemIdentifierType == String {
    /// A snapshot with the given sections and items, in order.
    static func make(_ sections: KeyValuePairs<String, [String]>) -> Self {
        var snapshot = Self()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// The sections and their items, for comparisons.
    var contents: [[String]] {
        sectionIdentifiers.map { [$0] + itemIdentifiers(inSection: $0) }
    }
}

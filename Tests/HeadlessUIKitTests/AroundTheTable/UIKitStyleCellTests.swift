import Expectations
import Testing
import UIKit

// Written as an iOS engineer writes a cell: only UIKit API, compiled unchanged against Apple's
// UIKit and against HeadlessUIKit. The one headless call is in the tests: `simulateTap()`.

/// A settings row: an icon, a title and subtitle, a "Details" button and a switch, in stack
/// views pinned to the content view's margins.
final class NotificationSettingCell: UITableViewCell {
    static let reuseIdentifier = "NotificationSettingCell"

    let iconView = UIImageView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let detailsButton = UIButton(type: .system)
    let toggle = UISwitch()
    private(set) var pinningConstraints: [NSLayoutConstraint] = []

    var onToggle: ((Bool) -> Void)?
    var onDetails: (() -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        iconView.contentMode = .scaleAspectFit
        iconView.tintColor = .systemOrange
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.textColor = .label
        titleLabel.adjustsFontForContentSizeCategory = true
        subtitleLabel.font = .preferredFont(forTextStyle: .footnote)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 0
        detailsButton.setTitle("Details", for: .normal)
        detailsButton.addAction(UIAction { [weak self] _ in self?.onDetails?() }, for: .touchUpInside)
        toggle.addAction(UIAction { [weak self] action in
            guard let toggle = action.sender as? UISwitch else { return }
            self?.onToggle?(toggle.isOn)
        }, for: .valueChanged)

        let texts = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
        texts.axis = .vertical
        texts.spacing = 2
        let row = UIStackView(arrangedSubviews: [iconView, texts, detailsButton, toggle])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        iconView.setContentHuggingPriority(.required, for: .horizontal)
        contentView.addSubview(row)

        let margins = contentView.layoutMarginsGuide
        pinningConstraints = [
            row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            row.topAnchor.constraint(equalTo: margins.topAnchor),
            row.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 28),
            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
        ]
        NSLayoutConstraint.activate(pinningConstraints)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, subtitle: String, symbol: String, isOn: Bool) {
        titleLabel.text = title
        subtitleLabel.text = subtitle
        iconView.image = UIImage(systemName: symbol)
        toggle.setOn(isOn, animated: false)
        if !isOn {
            titleLabel.textColor = .systemRed
        }
    }
}

@MainActor @Suite struct UIKitStyleCellTests {
    @Test func cellShowsStyledTextIconAndControls() throws {
        let cell = NotificationSettingCell(style: .default, reuseIdentifier: NotificationSettingCell.reuseIdentifier)
        cell.configure(title: "Mentions", subtitle: "When someone mentions you", symbol: "at", isOn: false)

        expectEqual(cell.titleLabel.text, "Mentions")
        expectEqual(cell.titleLabel.font.pointSize, 17)
        expectEqual(cell.titleLabel.textColor, .systemRed)
        expectEqual(cell.subtitleLabel.font, .preferredFont(forTextStyle: .footnote))
        expectEqual(cell.subtitleLabel.textColor, .secondaryLabel)
        expectEqual(cell.iconView.image, UIImage(systemName: "at"))
        expectEqual(cell.iconView.tintColor, .systemOrange)
        expectEqual(cell.detailsButton.currentTitle, "Details")
        #expect(!cell.toggle.isOn)

        let row = try #require(cell.contentView.subviews.first as? UIStackView)
        expectEqual(row.arrangedSubviews, [cell.iconView, row.arrangedSubviews[1], cell.detailsButton, cell.toggle])
        #expect(cell.detailsButton.isDescendant(of: cell.contentView))
        #expect(cell.titleLabel.isDescendant(of: cell.contentView))
    }

    @Test func cellPinsItsRowToTheContentMargins() {
        let cell = NotificationSettingCell(style: .default, reuseIdentifier: nil)
        #expect(cell.pinningConstraints.filter { !$0.isActive }.isEmpty)
        let pinnedToMargins = cell.pinningConstraints.filter { $0.secondItem === cell.contentView.layoutMarginsGuide }
        expectEqual(pinnedToMargins.map(\.firstAttribute), [.leading, .trailing, .top, .bottom])
        expectEqual(cell.contentView.constraints.count, 4)
        expectEqual(cell.iconView.constraints.map(\.constant), [28, 0])
    }

    @Test func tappingTheButtonAndSwitchRunsTheirActions() {
        let cell = NotificationSettingCell(style: .default, reuseIdentifier: nil)
        cell.configure(title: "Mentions", subtitle: "", symbol: "at", isOn: false)
        var toggles: [Bool] = []
        var detailTaps = 0
        cell.onToggle = { toggles.append($0) }
        cell.onDetails = { detailTaps += 1 }

        cell.toggle.simulateTap()
        cell.detailsButton.simulateTap()
        cell.toggle.simulateTap()

        expectEqual(toggles, [true, false])
        expectEqual(detailTaps, 1)
    }

    @Test func cellDequeuedByATableRunsItsActionsToo() throws {
        final class Screen: NSObject, UITableViewDataSource {
            var enabled = ["Mentions": false, "Replies": true]
            let titles = ["Mentions", "Replies"]

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                titles.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: NotificationSettingCell.reuseIdentifier, for: indexPath)
                guard let settingCell = cell as? NotificationSettingCell else { return cell }
                let title = titles[indexPath.row]
                settingCell.configure(title: title, subtitle: "", symbol: "bell", isOn: enabled[title] ?? false)
                settingCell.onToggle = { [weak self] isOn in self?.enabled[title] = isOn }
                return settingCell
            }
        }
        let screen = Screen()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        tableView.register(NotificationSettingCell.self, forCellReuseIdentifier: NotificationSettingCell.reuseIdentifier)
        tableView.dataSource = screen
        tableView.reloadData()
        tableView.layoutIfNeeded()

        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? NotificationSettingCell)
        cell.toggle.simulateTap()

        expectEqual(screen.enabled, ["Mentions": true, "Replies": true])
    }
}

/// A row with a switch as its accessory view, as settings screens write it.
final class SwitchAccessoryCell: UITableViewCell {
    let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryView = toggle
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor @Suite struct CellAccessoryLayoutTests {
    @Test func accessoryViewSitsAtTheTrailingEdgeAndTheContentViewEndsBeforeIt() {
        let cell = SwitchAccessoryCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.textLabel?.text = "Notifications"
        cell.layoutIfNeeded()

        expectIdentical(cell.toggle.superview, cell)
        expectEqual(cell.toggle.frame, CGRect(x: 390 - 15 - 51, y: 6.5, width: 51, height: 31))
        expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: cell.toggle.frame.minX, height: 44))
        #expect((cell.textLabel?.frame.maxX ?? .infinity) <= cell.toggle.frame.minX)
    }

    @Test func editingAccessoryViewReplacesTheAccessoryViewWhileEditing() {
        let cell = SwitchAccessoryCell(style: .default, reuseIdentifier: nil)
        let editingButton = UIButton(type: .system)
        editingButton.frame.size = CGSize(width: 60, height: 30)
        cell.editingAccessoryView = editingButton
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)

        cell.layoutIfNeeded()
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        expectEqual(editingButton.frame, CGRect(x: 390 - 15 - 60, y: 7, width: 60, height: 30))
        expectEqual(cell.contentView.frame.width, editingButton.frame.minX)

        cell.setEditing(false, animated: false)
        cell.layoutIfNeeded()
        expectEqual(cell.contentView.frame.width, cell.toggle.frame.minX)
    }

    @Test func separatorsMovedByTheAppLeaveTheAccessoryViewInPlace() {
        let cell = SwitchAccessoryCell(style: .default, reuseIdentifier: nil)
        cell.separatorInset = .zero
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.layoutIfNeeded()
        let atDefaultInset = cell.toggle.frame

        cell.separatorInset = UIEdgeInsets(top: 0, left: 10_000, bottom: 0, right: 0)
        cell.setNeedsLayout()
        cell.layoutIfNeeded()

        expectEqual(atDefaultInset, CGRect(x: 324, y: 6.5, width: 51, height: 31))
        expectEqual(cell.toggle.frame, atDefaultInset)
    }

    @Test func standardAccessoryTypesTakeNoRoomInTheHeadlessModel() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .disclosureIndicator
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.layoutIfNeeded()

        expectEqual(cell.contentView.frame, cell.bounds)
    }
}

/// The self-sizing recipe of built-in cell styles since iOS 8: `numberOfLines = 0` on the
/// standard labels and `UITableView.automaticDimension` rows.
@MainActor @Suite struct StandardStyleSelfSizingTests {
    private final class Rows: NSObject, UITableViewDataSource {
        let texts: [String]
        let style: UITableViewCell.CellStyle
        init(_ texts: [String], style: UITableViewCell.CellStyle) {
            self.texts = texts
            self.style = style
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            cell.textLabel?.text = style == .subtitle ? "Title" : texts[indexPath.row]
            cell.textLabel?.numberOfLines = 0
            if style == .subtitle {
                cell.detailTextLabel?.text = texts[indexPath.row]
                cell.detailTextLabel?.numberOfLines = 0
            }
            return cell
        }
    }

    private func laidOutTable(_ rows: Rows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.dataSource = rows
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.layoutIfNeeded()
        return table
    }

    @Test func wrappingTextGrowsTheRowAndOneLineKeepsTheStandardHeight() {
        let long = String(repeating: "A long answer that wraps. ", count: 10)
        let rows = Rows(["Short", long], style: .default)
        let table = laidOutTable(rows)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = long
        let wrapped = label.sizeThatFits(CGSize(width: CGFloat(360), height: CGFloat.greatestFiniteMagnitude)).height

        expectEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44)
        expectEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, wrapped + 44 - label.font.lineHeight)
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.frame.height, wrapped + 44 - label.font.lineHeight)
    }

    @Test func subtitleCellsStackTheirWrappedLabels() {
        let long = String(repeating: "detail ", count: 40)
        let table = laidOutTable(Rows([long], style: .subtitle))
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let title = cell?.textLabel?.frame ?? .zero
        let detail = cell?.detailTextLabel?.frame ?? .zero

        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > 44)
        #expect(detail.minY == title.maxY && detail.height > (cell?.detailTextLabel?.font.lineHeight ?? 0))
    }
}

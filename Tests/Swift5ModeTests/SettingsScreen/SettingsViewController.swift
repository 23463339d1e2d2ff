// A Settings screen as an iOS 15–17 app writes it with DTTableViewManager: a grouped table with
// switch rows, a slider row, disclosure rows, footers explaining a setting, and a row that opens
// the app's page in the Settings app.
import UIKit
import DTTableViewManager

struct ToggleSetting: Hashable {
    let key: String
    let title: String
    var isOn: Bool
}

struct SliderSetting: Hashable {
    let title: String
    var value: Float
}

struct DisclosureSetting: Hashable {
    let title: String
    let detail: String?
}

final class ToggleSettingCell: UITableViewCell, ModelTransfer {
    let toggle = UISwitch()
    var onChange: ((Bool) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        accessoryView = toggle
        toggle.addAction(UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onChange?(self.toggle.isOn)
        }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: ToggleSetting) {
        var content = defaultContentConfiguration()
        content.text = model.title
        contentConfiguration = content
        toggle.setOn(model.isOn, animated: false)
    }
}

final class SliderSettingCell: UITableViewCell, ModelTransfer {
    let slider = UISlider()
    private let titleLabel = UILabel()
    var onChange: ((Float) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        titleLabel.font = .preferredFont(forTextStyle: .body)
        slider.minimumValue = 0
        slider.maximumValue = 1
        slider.minimumValueImage = UIImage(systemName: "textformat.size.smaller")
        slider.maximumValueImage = UIImage(systemName: "textformat.size.larger")
        slider.isContinuous = false
        slider.addAction(UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onChange?(self.slider.value)
        }, for: .valueChanged)

        let stack = UIStackView(arrangedSubviews: [titleLabel, slider])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: SliderSetting) {
        titleLabel.text = model.title
        slider.setValue(model.value, animated: false)
    }
}

final class DisclosureSettingCell: UITableViewCell, ModelTransfer {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: DisclosureSetting) {
        var content = UIListContentConfiguration.valueCell()
        content.text = model.title
        content.secondaryText = model.detail
        content.image = UIImage(systemName: "gearshape")
        content.imageProperties.tintColor = .systemGray
        contentConfiguration = content
    }
}

final class SettingsViewController: UITableViewController, DTTableViewManageable {
    private let defaults: UserDefaults
    private(set) var pushedTitles: [String] = []

    init(defaults: UserDefaults) {
        self.defaults = defaults
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .always
        tableView.cellLayoutMarginsFollowReadableWidth = true
        tableView.estimatedRowHeight = 44
        tableView.rowHeight = UITableView.automaticDimension

        manager.register(ToggleSettingCell.self, handler: { [weak self] cell, setting, _ in
            cell.onChange = { isOn in self?.defaults.set(isOn, forKey: setting.key) }
        })
        manager.register(SliderSettingCell.self, handler: { [weak self] cell, _, _ in
            cell.onChange = { value in self?.defaults.set(value, forKey: "textSize") }
        })
        manager.register(DisclosureSettingCell.self) { mapping in
            mapping.didSelect { [weak self] _, setting, indexPath in
                self?.tableView.deselectRow(at: indexPath, animated: true)
                self?.open(setting)
            }
        }
        reload()
    }

    private func reload() {
        let storage: MemoryStorage = manager.memoryStorage
        storage.setItems([
            ToggleSetting(key: "notifications", title: "Notifications", isOn: defaults.bool(forKey: "notifications")),
            ToggleSetting(key: "haptics", title: "Haptics", isOn: defaults.bool(forKey: "haptics")),
        ], forSection: 0)
        storage.setItems([SliderSetting(title: "Text Size", value: defaults.float(forKey: "textSize"))], forSection: 1)
        storage.setItems([
            DisclosureSetting(title: "Privacy", detail: nil),
            DisclosureSetting(title: "Open in Settings", detail: "System"),
        ], forSection: 2)
        storage.setSectionHeaderModels(["General", "Display", "More"])
        storage.setSectionFooterModels(["Haptics play when you favorite an item.", "Changes apply to every screen.", ""])
    }

    private func open(_ setting: DisclosureSetting) {
        if setting.title == "Open in Settings" {
            guard let url = URL(string: UIApplication.openSettingsURLString),
                  UIApplication.shared.canOpenURL(url) else { return }
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
        } else {
            let privacy = UIViewController()
            privacy.title = setting.title
            privacy.view.backgroundColor = .systemGroupedBackground
            pushedTitles.append(setting.title)
            navigationController?.pushViewController(privacy, animated: true)
        }
    }
}

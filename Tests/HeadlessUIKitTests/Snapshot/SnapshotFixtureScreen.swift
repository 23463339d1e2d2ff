import Foundation
import HeadlessUIKit

/// A small settings-like screen for the snapshot tests: a navigation bar, a table with two
/// sections (headers, a footer, a section index, a checkmark), and a row of controls.
@MainActor
final class SnapshotFixtureScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let controls = UIView()
    let toggle = UISwitch()
    let segments = UISegmentedControl(items: ["Day", "Week"])
    let slider = UISlider()
    let stepper = UIStepper()
    let badge = UILabel()
    let avatar = UIImageView(image: UIImage(systemName: "person.circle"))
    var fruits = [["Apple", "Apricot"], ["Banana", "Blueberry", "Blackberry"]]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 44
        tableView.sectionHeaderHeight = 28
        tableView.sectionFooterHeight = 28
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        view.addSubview(tableView)

        controls.frame = CGRect(x: 0, y: 300, width: 390, height: 120)
        controls.backgroundColor = .secondarySystemBackground
        view.addSubview(controls)
        toggle.frame = CGRect(x: 16, y: 12, width: 51, height: 31)
        toggle.isOn = true
        segments.frame = CGRect(x: 90, y: 12, width: 160, height: 32)
        segments.selectedSegmentIndex = 1
        stepper.frame = CGRect(x: 270, y: 12, width: 94, height: 32)
        stepper.value = 3
        slider.frame = CGRect(x: 16, y: 60, width: 200, height: 30)
        slider.value = 0.25
        badge.frame = CGRect(x: 230, y: 60, width: 80, height: 30)
        badge.text = "NEW"
        badge.textAlignment = .center
        badge.textColor = .white
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 8
        avatar.frame = CGRect(x: 326, y: 56, width: 40, height: 40)
        for control in [toggle, segments, stepper, slider, badge, avatar] as [UIView] {
            controls.addSubview(control)
        }
    }

    func numberOfSections(in tableView: UITableView) -> Int { fruits.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.section][indexPath.row]
        cell.accessoryType = indexPath == IndexPath(row: 1, section: 0) ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        ["A", "B"][section]
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "3 berries" : nil
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B"] }

    /// A laid-out screen 390 × 420 points.
    static func laidOut() -> SnapshotFixtureScreen {
        let screen = SnapshotFixtureScreen()
        screen.loadViewIfNeeded()
        screen.view.frame = CGRect(x: 0, y: 0, width: 390, height: 420)
        screen.view.layoutIfNeeded()
        screen.tableView.layoutIfNeeded()
        return screen
    }
}

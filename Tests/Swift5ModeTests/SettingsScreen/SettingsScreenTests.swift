import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The Settings screen, written for iOS, in a navigation controller, driven as a user drives it.
@MainActor @Suite struct SettingsScreenTests {
    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let defaults: UserDefaults
        let screen: SettingsViewController
        let navigation: UINavigationController

        init() {
            defaults = UserDefaults(suiteName: "SettingsScreenTests.\(UUID().uuidString)")!
            defaults.set(true, forKey: "haptics")
            defaults.set(Float(0.5), forKey: "textSize")
            screen = SettingsViewController(defaults: defaults)
            navigation = UINavigationController(rootViewController: screen)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }

        func cell<Cell: UITableViewCell>(_ type: Cell.Type, row: Int, section: Int) throws -> Cell {
            try #require(screen.tableView.cellForRow(at: IndexPath(row: row, section: section)) as? Cell)
        }
    }

    @Test func groupedSectionsShowStoredValuesWithHeadersAndFooters() throws {
        let shown = Shown()
        let table = shown.screen.tableView!
        expectEqual(table.style, .insetGrouped)
        expectEqual(table.numberOfSections, 3)
        try expectEqual(shown.cell(ToggleSettingCell.self, row: 0, section: 0).toggle.isOn, false)
        try expectEqual(shown.cell(ToggleSettingCell.self, row: 1, section: 0).toggle.isOn, true)
        try expectEqual(shown.cell(SliderSettingCell.self, row: 0, section: 1).slider.value, 0.5)
        let privacy = try shown.cell(DisclosureSettingCell.self, row: 1, section: 2)
        expectEqual(privacy.accessoryType, .disclosureIndicator)
        expectEqual((privacy.contentConfiguration as? UIListContentConfiguration)?.secondaryText, "System")
        expectEqual(table.headerView(forSection: 1)?.textLabel?.text, "Display")
        expectEqual(table.footerView(forSection: 0)?.textLabel?.text, "Haptics play when you favorite an item.")
    }

    @Test func flippingASwitchSavesTheSetting() throws {
        let shown = Shown()
        let toggle = try shown.cell(ToggleSettingCell.self, row: 0, section: 0).toggle
        toggle.simulateTap()
        #expect(toggle.isOn)
        #expect(shown.defaults.bool(forKey: "notifications"))
        toggle.simulateTap()
        expectEqual(shown.defaults.bool(forKey: "notifications"), false)
    }

    @Test func draggingTheSliderSavesTheTextSizeOnRelease() throws {
        let shown = Shown()
        let slider = try shown.cell(SliderSettingCell.self, row: 0, section: 1).slider
        slider.simulateDrag(to: 0.8)
        expectEqual(slider.value, 0.8)
        expectEqual(shown.defaults.float(forKey: "textSize"), 0.8)
    }

    @Test func openInSettingsOpensTheAppsSettingsPage() throws {
        let shown = Shown()
        let opened = try UIApplication.shared.headlessRecordingOpenedURLs {
            try shown.screen.tableView.simulateTap(at: IndexPath(row: 1, section: 2))
        }
        expectEqual(opened, [URL(string: UIApplication.openSettingsURLString)])
        expectNil(shown.screen.tableView.indexPathForSelectedRow)
    }

    @Test func selectingADisclosureRowPushesItsScreen() throws {
        let shown = Shown()
        try shown.screen.tableView.simulateTap(at: IndexPath(row: 0, section: 2))
        headlessTurnRunLoop()
        expectEqual(shown.screen.pushedTitles, ["Privacy"])
        expectEqual(shown.navigation.topViewController?.title, "Privacy")
        expectEqual(shown.navigation.viewControllers.count, 2)
    }
}

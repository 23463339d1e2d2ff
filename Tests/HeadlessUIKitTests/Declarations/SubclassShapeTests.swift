import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct SubclassShapeTests {
    @Test func cellWithItsOwnDesignatedInitializerIsCreatedByHand() {
        let cell = StaticCell(title: "Wi-Fi")
        expectEqual(cell.title, "Wi-Fi")
        expectEqual(cell.textLabel?.text, "Wi-Fi")
        expectNotNil(cell.detailTextLabel)
    }

    @Test func dequeueCreatesCellsThroughTheOverriddenInitializer() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(OverridingCell.self, forCellReuseIdentifier: "overriding")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "overriding") as? OverridingCell)
        expectEqual(cell.createdStyle, .default)
        expectEqual(cell.reuseIdentifier, "overriding")
    }

    @Test func dequeueInitializesStoredPropertiesOfCellsWithoutInitializers() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(DefaultsCell.self, forCellReuseIdentifier: "defaults")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "defaults") as? DefaultsCell)
        cell.taps += 1
        expectEqual(cell.taps, 1)
        expectNil(cell.badge.text)
    }

    @Test func headerWithItsOwnDesignatedInitializerIsCreatedByHand() {
        let header = StaticHeader(title: "General")
        expectEqual(header.textLabel?.text, "General")
    }

    @Test func dequeueCreatesHeadersThroughTheOverriddenInitializer() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(OverridingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.register(DefaultsHeader.self, forHeaderFooterViewReuseIdentifier: "defaults")
        let overriding = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header") as? OverridingHeader)
        let defaults = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "defaults") as? DefaultsHeader)
        expectEqual(overriding.createdIdentifier, "header")
        #expect(defaults.shownCount == 0 && defaults.reuseIdentifier == "defaults")
    }

    @Test func registrationAndDequeueingCanBeOverridden() {
        let table = CountingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "a")
        table.register(UINib?.none, forCellReuseIdentifier: "b")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "c")
        table.register(UINib?.none, forHeaderFooterViewReuseIdentifier: "d")
        _ = table.dequeueReusableCell(withIdentifier: "a")
        _ = table.dequeueReusableCell(withIdentifier: "a", for: IndexPath(row: 0, section: 0))
        _ = table.dequeueReusableHeaderFooterView(withIdentifier: "c")
        expectEqual(table.registrations, ["cell class a", "cell nib b", "header class c", "header nib d"])
        expectEqual(table.dequeues, ["cell a", "cell a for row", "header c"])
    }

    @Test func standardLabelsAreOptionalAsInUIKit() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let labels: [UILabel?] = [cell.textLabel, cell.detailTextLabel, header.textLabel, header.detailTextLabel]
        cell.textLabel?.text = "title"
        header.textLabel?.text = "header"
        #expect(labels.allSatisfy { $0 != nil })
        #expect(cell.textLabel?.text == "title" && header.textLabel?.text == "header")
    }

    @Test func targetedPreviewAlwaysHasATarget() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 60))
        container.addSubview(view)
        let target: UIPreviewTarget = UITargetedPreview(view: view).target
        expectIdentical(target.container, container)
        expectEqual(target.center, CGPoint(x: 30, y: 50))
        let elsewhere = UIPreviewTarget(container: view, center: .zero)
        expectIdentical(UITargetedPreview(view: view).retargetedPreview(with: elsewhere).target, elsewhere)
    }

    @Test func readOnlyPropertiesCanBeOverridden() {
        let cell = ReadOnlyOverridesCell(style: .default, reuseIdentifier: "ignored")
        #expect(cell.reuseIdentifier == "fixed" && cell.editingStyle == .insert)
        expectEqual(UITableView(frame: .zero, style: .grouped).style, .grouped)
    }

    @Test func traitMembersCanBeOverridden() {
        let controller = DarkOnlyController()
        expectEqual(controller.traitCollection.userInterfaceStyle, .dark)
        expectEqual(controller.view.traitCollection.userInterfaceStyle, .dark)
        let label = CaptionLabel()
        #expect(label.adjustsFontForContentSizeCategory)
        expectEqual(PaddedFontMetrics(forTextStyle: .body).scaledValue(for: 10), 11)
    }
}

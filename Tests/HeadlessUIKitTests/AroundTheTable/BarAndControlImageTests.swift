import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// The image-based styling older screens give search bars, segmented controls and bar items
/// (stored per state, position and bar metrics, read back as set; HeadlessUIKit draws none).
@MainActor @Suite struct BarAndControlImageTests {
    @Test func aSearchHeaderWithoutItsBackgroundAndWithARoundedField() {
        let searchBar = UISearchBar()
        let clear = UIImage()
        let field = UIImage()
        searchBar.setBackgroundImage(clear, for: .any, barMetrics: .default)
        searchBar.setSearchFieldBackgroundImage(field, for: .normal)
        searchBar.setScopeBarButtonTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .selected)
        searchBar.setScopeBarButtonDividerImage(clear, forLeftSegmentState: .normal, rightSegmentState: .selected)

        expectIdentical(searchBar.backgroundImage(for: .any, barMetrics: .default), clear)
        expectNil(searchBar.backgroundImage(for: .top, barMetrics: .default))
        expectNil(searchBar.backgroundImage(for: .any, barMetrics: .compact))
        expectIdentical(searchBar.searchFieldBackgroundImage(for: .normal), field)
        expectNil(searchBar.searchFieldBackgroundImage(for: .disabled))
        expectEqual(searchBar.scopeBarButtonTitleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor, .systemBlue)
        expectIdentical(searchBar.scopeBarButtonDividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected), clear)
        expectNil(searchBar.scopeBarButtonDividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal))
        expectNil(searchBar.scopeBarButtonBackgroundImage(for: .normal))
    }

    @Test func aFlatSegmentedFilter() {
        let filter = UISegmentedControl(items: ["All", "Unread"])
        let flat = UIImage()
        let line = UIImage()
        filter.setBackgroundImage(flat, for: .normal, barMetrics: .default)
        filter.setDividerImage(line, forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        filter.setContentPositionAdjustment(UIOffset(horizontal: 0, vertical: 2), forSegmentType: .alone, barMetrics: .default)

        expectIdentical(filter.backgroundImage(for: .normal, barMetrics: .default), flat)
        expectNil(filter.backgroundImage(for: .selected, barMetrics: .default))
        expectIdentical(filter.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default), line)
        expectEqual(filter.contentPositionAdjustment(forSegmentType: .alone, barMetrics: .default), UIOffset(horizontal: 0, vertical: 2))
        expectEqual(filter.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default), UIOffset(horizontal: 0, vertical: 0))
    }

    @Test func barItemsAndBarsKeepTheirAdjustmentsPerBarMetrics() {
        defer { UIView.headlessResetAppearance() }
        // The old way of hiding back-button titles app-wide.
        UIBarButtonItem.appearance().setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -1000, vertical: 0), for: .default)
        expectEqual(UIBarButtonItem.appearance().backButtonTitlePositionAdjustment(for: .default), UIOffset(horizontal: -1000, vertical: 0))

        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let pill = UIImage()
        item.setBackgroundImage(pill, for: .normal, style: .done, barMetrics: .default)
        item.setTitlePositionAdjustment(UIOffset(horizontal: 2, vertical: 0), for: .compact)
        item.setBackgroundVerticalPositionAdjustment(3, for: .default)
        item.setBackButtonBackgroundVerticalPositionAdjustment(4, for: .default)
        expectIdentical(item.backgroundImage(for: .normal, style: .done, barMetrics: .default), pill)
        expectNil(item.backgroundImage(for: .normal, barMetrics: .default))
        expectNil(item.backgroundImage(for: .normal, style: .plain, barMetrics: .default))
        expectEqual(item.titlePositionAdjustment(for: .compact), UIOffset(horizontal: 2, vertical: 0))
        expectEqual(item.titlePositionAdjustment(for: .default), UIOffset(horizontal: 0, vertical: 0))
        expectEqual(item.backgroundVerticalPositionAdjustment(for: .default), 3)
        expectEqual(item.backButtonBackgroundVerticalPositionAdjustment(for: .default), 4)
        expectNil(item.backButtonBackgroundImage(for: .normal, barMetrics: .default))

        let bar = UINavigationBar()
        bar.setTitleVerticalPositionAdjustment(-2, for: .default)
        expectEqual(bar.titleVerticalPositionAdjustment(for: .default), -2)
        expectEqual(bar.titleVerticalPositionAdjustment(for: .compact), 0)
    }
}

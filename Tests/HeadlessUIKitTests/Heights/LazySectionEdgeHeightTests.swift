import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// With estimates on (a positive `estimatedSectionHeaderHeight`/`estimatedSectionFooterHeight`,
/// or a delegate that estimates), UIKit asks a header's or footer's height only as it comes on
/// screen, as it does for rows; until then the section uses the estimate.
@MainActor @Suite struct LazySectionEdgeHeightTests {
    /// A delegate giving every header and footer 30 points and recording which sections it is asked.
    final class Heights: NSObject, UITableViewDelegate {
        var askedHeaders: [Int] = []
        var askedFooters: [Int] = []
        var headerHeight: CGFloat = 30
        var footerHeight: CGFloat = 30
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            askedHeaders.append(section)
            return headerHeight
        }
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            askedFooters.append(section)
            return footerHeight
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { UIView() }
        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { UIView() }
    }

    /// The same, also estimating (no estimate properties needed).
    final class EstimatingHeights: NSObject, UITableViewDelegate {
        var askedHeaders: [Int] = []
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            askedHeaders.append(section)
            return 30
        }
        func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 30 }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { UIView() }
    }

    /// 50 sections of one 44-point row, in a 300-point table.
    private func fixture() -> TableFixture {
        TableFixture(sections: Array(repeating: ["row"], count: 50), height: 300)
    }

    @Test func positiveEstimatesAskHeaderAndFooterHeightsOnlyForSectionsOnScreen() {
        let fixture = fixture()
        let table = fixture.tableView
        table.estimatedSectionHeaderHeight = 30
        table.estimatedSectionFooterHeight = 30
        let delegate = Heights()
        table.delegate = delegate
        table.layoutIfNeeded()
        // Each section is 30 + 44 + 30 = 104 points: sections 0, 1 and 2 show.
        expectEqual(delegate.askedHeaders, [0, 1, 2])
        expectEqual(delegate.askedFooters, [0, 1, 2])
        expectEqual(table.contentSize.height, CGFloat(50 * 104))
        delegate.askedHeaders.removeAll()
        table.contentOffset = CGPoint(x: 0, y: 104 * 10)
        table.layoutIfNeeded()
        expectEqual(delegate.askedHeaders, [10, 11, 12], "asked as each header comes on screen")
    }

    @Test func anEstimatingDelegateMakesHeaderHeightsLazy() {
        let fixture = fixture()
        let table = fixture.tableView
        let delegate = EstimatingHeights()
        table.delegate = delegate
        table.layoutIfNeeded()
        // Each section is 30 + 44 = 74 points: sections 0 to 4 show.
        expectEqual(delegate.askedHeaders, [0, 1, 2, 3, 4])
    }

    @Test func aHeightThatDiffersFromTheEstimateReplacesItWhenTheHeaderComesOnScreen() {
        let fixture = fixture()
        let table = fixture.tableView
        table.estimatedSectionHeaderHeight = 10
        let delegate = Heights()
        delegate.headerHeight = 56
        delegate.footerHeight = 0
        table.delegate = delegate
        table.layoutIfNeeded()
        expectEqual(table.rectForHeader(inSection: 0).height, 56)
        expectEqual(table.rectForHeader(inSection: 40).height, 10, "not on screen yet: the estimate")
        expectEqual(delegate.askedHeaders, [0, 1, 2], "3 × (56 + 44) = 300 points")
    }

    @Test func withoutEstimatesEveryHeaderHeightIsAskedAtOnce() {
        let fixture = fixture()
        let table = fixture.tableView
        table.estimatedSectionHeaderHeight = 0
        let delegate = Heights()
        table.delegate = delegate
        table.layoutIfNeeded()
        #expect(delegate.askedHeaders.count >= 50)
        expectEqual(Set(delegate.askedHeaders), Set(0..<50))
    }
}

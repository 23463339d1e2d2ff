import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ViewHierarchyTests {
    @Test func viewIsInWindowWhenAncestorChainReachesOne() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: .zero)
        let leaf = UIView(frame: .zero)
        container.addSubview(leaf)
        expectNil(leaf.window)
        window.addSubview(container)
        expectIdentical(leaf.window, window)
        expectIdentical(leaf.superview, container)
        container.removeFromSuperview()
        expectNil(leaf.window)
        #expect(window.subviews.isEmpty)
    }

    @Test func aTablesBackgroundViewSitsBehindTheRowsAndStaysOnScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        let dataSource = ListDataSource(sections: [(0..<30).map { "Row \($0)" }])
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = dataSource
        window.addSubview(table)
        let empty = UILabel()
        empty.text = "No posts yet"
        table.backgroundView = empty
        table.layoutIfNeeded()
        #expect(empty.superview === table && empty.window === window)
        expectIdentical(table.subviews.first, empty, "behind every cell")
        #expect(table.visibleCells.count > 0 && table.subviews.count > table.visibleCells.count)
        expectEqual(empty.frame, CGRect(x: 0, y: 0, width: 320, height: 480))

        // The rows scroll, the background stays where the table is on screen.
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        expectEqual(empty.frame, CGRect(x: 0, y: 200, width: 320, height: 480))

        let spinner = UIActivityIndicatorView(style: .medium)
        table.backgroundView = spinner
        #expect(empty.superview == nil && spinner.superview === table && table.subviews.first === spinner)
        table.backgroundView = nil
        expectNil(spinner.superview)
    }

    @Test func flexibleSubviewsFollowSuperviewSize() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        expectEqual(child.frame.size, CGSize(width: 200, height: 300))
    }

    @Test func controllerLoadsViewLazilyOnce() {
        final class Controller: UIViewController {
            var loads = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                loads += 1
            }
        }
        let controller = Controller()
        #expect(!controller.isViewLoaded)
        _ = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded)
        expectEqual(controller.loads, 1)
    }

    @Test func cellStyleDecidesStandardSubviews() {
        let basic = UITableViewCell(style: .default, reuseIdentifier: "a")
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let value2 = UITableViewCell(style: .value2, reuseIdentifier: nil)
        #expect(basic.textLabel != nil && basic.detailTextLabel == nil && basic.imageView != nil)
        #expect(subtitle.detailTextLabel != nil && subtitle.imageView != nil)
        #expect(value2.detailTextLabel != nil && value2.imageView == nil)
        expectEqual(basic.reuseIdentifier, "a")
        expectIdentical(basic.textLabel?.superview, basic.contentView)
    }

    @Test func standardSubviewsJoinContentViewOnFirstAccess() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        #expect(cell.contentView.subviews.isEmpty)
        let label = cell.textLabel
        expectIdentical(cell.textLabel, label)
        #expect(cell.contentView.subviews.count == 1 && cell.contentView.subviews.first === label)
        let detail = cell.detailTextLabel
        #expect(cell.contentView.subviews.count == 2 && cell.contentView.subviews.last === detail)
    }

    @Test func settingSelectedGoesThroughSetSelected() {
        final class Cell: UITableViewCell {
            var calls: [Bool] = []
            override func setSelected(_ selected: Bool, animated: Bool) {
                super.setSelected(selected, animated: animated)
                calls.append(selected)
            }
        }
        let cell = Cell(style: .default, reuseIdentifier: nil)
        cell.isSelected = true
        #expect(cell.isSelected)
        expectEqual(cell.calls, [true])
    }
}

import Expectations
import Foundation
import HeadlessUIKit
import Testing

// Members UIKit declares `open` that apps override: coordinate conversion, subview order, Auto
// Layout, animations, editing, and the view controller's containers and presentation controller.
// Each override compiles only where the member is declared open in the class.

/// A view that keeps its center on whole points and records subview reordering.
private final class SnappingView: UIView {
    private(set) var reorders: [String] = []

    override var center: CGPoint {
        get { super.center }
        set { super.center = CGPoint(x: newValue.x.rounded(), y: newValue.y.rounded()) }
    }

    override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        reorders.append("above")
        super.insertSubview(view, aboveSubview: siblingSubview)
    }

    override func bringSubviewToFront(_ view: UIView) {
        reorders.append("front")
        super.bringSubviewToFront(view)
    }

    override func endEditing(_ force: Bool) -> Bool {
        reorders.append("endEditing")
        return super.endEditing(force)
    }

    override var leadingAnchor: NSLayoutXAxisAnchor { super.leadingAnchor }

    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        super.convert(point, to: view)
    }
}

/// A view class whose animations run twice, to show that the override is the one called.
private final class TwiceAnimatingView: UIView {
    override class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        super.animate(withDuration: duration) {
            animations()
            animations()
        }
    }
}

/// A controller that answers a tab bar item of its own.
private final class BadgedController: UIViewController {
    private let item = UITabBarItem(title: "Inbox", image: nil, tag: 7)

    override var tabBarItem: UITabBarItem! {
        get { item }
        set {}
    }

    override var tabBarController: UITabBarController? { nil }
}

@MainActor @Suite struct OpenViewMemberOverrideTests {
    @Test func overriddenCenterAndReorderingRun() {
        let view = SnappingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UIView()
        let second = UIView()
        view.addSubview(first)
        view.addSubview(second)
        view.insertSubview(first, aboveSubview: second)
        view.bringSubviewToFront(second)
        _ = view.endEditing(true)
        view.center = CGPoint(x: 10.4, y: 20.6)
        expectEqual(view.center, CGPoint(x: 10, y: 21))
        expectEqual(view.reorders, ["above", "front", "endEditing"])
        expectIdentical(view.subviews.last, second)
    }

    @Test func overriddenClassAnimationRuns() {
        var runs = 0
        TwiceAnimatingView.animate(withDuration: 0.3) { runs += 1 }
        expectEqual(runs, 2)
    }

    @Test func overriddenTabBarItemIsTheOneShown() {
        let controller = BadgedController()
        let tabs = UITabBarController()
        tabs.viewControllers = [controller]
        expectEqual(tabs.tabBar.items?.first?.tag, 7)
    }
}

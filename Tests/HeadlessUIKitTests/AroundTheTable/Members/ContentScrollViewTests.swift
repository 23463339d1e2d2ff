import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ContentScrollViewTests {
    @Test func tableViewControllerObservesItsTable() {
        let controller = UITableViewController(style: .plain)
        controller.loadViewIfNeeded()
        expectIdentical(controller.contentScrollView(for: .top), controller.tableView)
        expectIdentical(controller.contentScrollView(for: .bottom), controller.tableView)
    }

    @Test func controllerFindsTheShallowestScrollViewInItsView() {
        let controller = UIViewController()
        expectNil(controller.contentScrollView(for: .top))
        let header = UIView()
        let nested = UIScrollView()
        header.addSubview(nested)
        let list = UIScrollView()
        controller.view.addSubview(header)
        controller.view.addSubview(list)
        expectIdentical(controller.contentScrollView(for: .top), list)
    }

    @Test func scrollViewsSetPerEdgeReplaceTheOneFound() {
        let controller = UIViewController()
        let found = UIScrollView()
        controller.view.addSubview(found)
        let bottom = UIScrollView()
        controller.setContentScrollView(bottom, for: .bottom)
        expectIdentical(controller.contentScrollView(for: .top), found)
        expectIdentical(controller.contentScrollView(for: .bottom), bottom)
        let both = UIScrollView()
        controller.setContentScrollView(both)
        expectIdentical(controller.contentScrollView(for: .top), both)
        expectIdentical(controller.contentScrollView(for: .bottom), both)
        controller.setContentScrollView(nil, for: .top)
        expectIdentical(controller.contentScrollView(for: .top), found)
        expectIdentical(controller.contentScrollView(for: .bottom), both)
    }

    @Test func scrollViewsSetAreHeldWeakly() {
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        do {
            let temporary = UIScrollView()
            controller.setContentScrollView(temporary, for: .top)
            expectIdentical(controller.contentScrollView(for: .top), temporary)
        }
        expectNil(controller.contentScrollView(for: .top))
    }
}

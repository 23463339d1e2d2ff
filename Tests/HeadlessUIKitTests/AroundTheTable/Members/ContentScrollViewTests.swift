import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ContentScrollViewTests {
    @Test func tableViewControllerObservesItsTable() {
        let controller = UITableViewController(style: .plain)
        controller.loadViewIfNeeded()
        #expect(controller.contentScrollView(for: .top) === controller.tableView)
        #expect(controller.contentScrollView(for: .bottom) === controller.tableView)
    }

    @Test func controllerFindsTheShallowestScrollViewInItsView() {
        let controller = UIViewController()
        #expect(controller.contentScrollView(for: .top) == nil)
        let header = UIView()
        let nested = UIScrollView()
        header.addSubview(nested)
        let list = UIScrollView()
        controller.view.addSubview(header)
        controller.view.addSubview(list)
        #expect(controller.contentScrollView(for: .top) === list)
    }

    @Test func scrollViewsSetPerEdgeReplaceTheOneFound() {
        let controller = UIViewController()
        let found = UIScrollView()
        controller.view.addSubview(found)
        let bottom = UIScrollView()
        controller.setContentScrollView(bottom, for: .bottom)
        #expect(controller.contentScrollView(for: .top) === found)
        #expect(controller.contentScrollView(for: .bottom) === bottom)
        let both = UIScrollView()
        controller.setContentScrollView(both)
        #expect(controller.contentScrollView(for: .top) === both)
        #expect(controller.contentScrollView(for: .bottom) === both)
        controller.setContentScrollView(nil, for: .top)
        #expect(controller.contentScrollView(for: .top) === found)
        #expect(controller.contentScrollView(for: .bottom) === both)
    }

    @Test func scrollViewsSetAreHeldWeakly() {
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        do {
            let temporary = UIScrollView()
            controller.setContentScrollView(temporary, for: .top)
            #expect(controller.contentScrollView(for: .top) === temporary)
        }
        #expect(controller.contentScrollView(for: .top) == nil)
    }
}

import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct VisualFormatTests {
    @Test func horizontalFormatLaysOutTwoEqualViewsBetweenStandardEdges() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 248, height: 100))
        let name = UIView()
        let value = UIView()
        for view in [name, value] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let views = ["name": name, "value": value]
        // HeadlessUIKit's solver places views one after another, so the first view's width is a
        // constant here; `[value(==name)]` parses (see below) but two views sharing the space
        // would wait on each other.
        let horizontal = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name(100)]-8-[value]-|", metrics: nil, views: views)
        expectEqual(horizontal.count, 4)
        #expect(horizontal.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(horizontal)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(pad)-[name(30)]", options: [.alignAllLeading], metrics: ["pad": 10], views: ["name": name]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(pad)-[value(==name)]", metrics: ["pad": 10], views: views))
        container.layoutIfNeeded()
        // 248 − 20 − 100 − 8 − 20 = 100 for the value.
        expectEqual(name.frame, CGRect(x: 20, y: 10, width: 100, height: 30))
        expectEqual(value.frame, CGRect(x: 128, y: 10, width: 100, height: 30))
    }

    @Test func relationsPrioritiesAndMetricsAreRead() throws {
        let container = UIView()
        let title = UIView()
        let title2 = UIView()
        container.addSubview(title)
        container.addSubview(title2)
        let constraints = try NSLayoutConstraint.headlessConstraints(
            withVisualFormat: "V:|-(>=20)-[title(44@750,<=height)]-[title2(==title)]",
            metrics: ["height": 60],
            views: ["title": title, "title2": title2]
        )
        expectEqual(constraints.count, 5)
        let sameHeight = try #require(constraints.first { $0.firstItem === title2 && $0.firstAttribute == .height })
        #expect(sameHeight.secondItem === title && sameHeight.secondAttribute == .height && sameHeight.constant == 0)
        let size = constraints.filter { $0.firstItem === title && $0.firstAttribute == .height }
        expectEqual(size.map(\.constant), [44, 60])
        expectEqual(size.map(\.priority), [UILayoutPriority(750), .required])
        expectEqual(size.map(\.relation), [.equal, .lessThanOrEqual])
        let top = try #require(constraints.first { $0.firstAttribute == .top && $0.firstItem === title })
        expectEqual(top.relation, .greaterThanOrEqual)
        expectEqual(top.constant, 20)
        #expect(top.firstItem === title && top.secondItem === container)
    }

    @Test func adjacentViewsAndAlignmentOptions() throws {
        let container = UIView()
        let a = UIView()
        let b = UIView()
        container.addSubview(a)
        container.addSubview(b)
        let constraints = try NSLayoutConstraint.headlessConstraints(
            withVisualFormat: "[a][b]", options: [.alignAllTop, .alignAllBottom], metrics: nil, views: ["a": a, "b": b]
        )
        expectEqual(constraints.map(\.firstAttribute), [.leading, .top, .bottom])
        expectEqual(constraints[0].constant, 0)
        expectEqual(constraints[0].secondAttribute, .trailing)
        let leftToRight = try NSLayoutConstraint.headlessConstraints(
            withVisualFormat: "H:[a]-[b]", options: .directionLeftToRight, metrics: nil, views: ["a": a, "b": b]
        )
        expectEqual(leftToRight.map(\.firstAttribute), [.left])
        expectEqual(leftToRight[0].constant, 8)
    }

    @Test func unparsableFormatsReportWhereAndWhy() {
        let a = UIView()
        let views = ["a": a]
        func reason(_ format: String, _ options: NSLayoutConstraint.FormatOptions = []) -> String? {
            do {
                _ = try NSLayoutConstraint.headlessConstraints(withVisualFormat: format, options: options, metrics: nil, views: views)
                return nil
            } catch {
                return error.reason
            }
        }
        expectEqual(reason("H:[b]"), "'b' is not a key in the views dictionary")
        expectEqual(reason("H:[a("), "expected a number or a metric name")
        expectEqual(reason("H:[a]-x-|"), "'x' is not a key in the metrics dictionary (nor a view here)")
        expectEqual(reason("H:|-[a]"), "a view next to '|' has no superview")
        expectEqual(reason("H:[a]", .alignAllLeading), "an alignment option cannot align along the format's own axis")
        expectEqual(reason("X:[a]"), "expected 'H' or 'V' before ':'")
        do {
            _ = try NSLayoutConstraint.headlessConstraints(withVisualFormat: "H:[a]-(==a)-[a]", metrics: nil, views: views)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("Unable to parse constraint format: a space cannot be related to a view\nH:[a]-(==a)-[a]\n"))
            expectEqual(error.offset, 11)
        }
    }
}

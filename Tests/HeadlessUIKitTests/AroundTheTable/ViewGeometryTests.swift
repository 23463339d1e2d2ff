import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ViewGeometryTests {
    @Test func pointsConvertThroughFramesAndScrollOffsets() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroller = UIScrollView(frame: CGRect(x: 10, y: 20, width: 300, height: 400))
        let row = UIView(frame: CGRect(x: 0, y: 500, width: 300, height: 44))
        let badge = UIView(frame: CGRect(x: 250, y: 10, width: 20, height: 20))
        window.addSubview(scroller)
        scroller.addSubview(row)
        row.addSubview(badge)
        scroller.contentOffset = CGPoint(x: 0, y: 480)

        expectEqual(badge.convert(CGPoint(x: 5, y: 5), to: window), CGPoint(x: 265, y: 55))
        expectEqual(badge.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 265, y: 55))
        expectEqual(window.convert(CGPoint(x: 265, y: 55), to: badge), CGPoint(x: 5, y: 5))
        expectEqual(badge.convert(CGPoint(x: 5, y: 5), from: window), CGPoint(x: -255, y: -45))
        expectEqual(row.convert(badge.frame, to: scroller), CGRect(x: 250, y: 510, width: 20, height: 20))
        expectEqual(scroller.convert(CGRect(x: 250, y: 510, width: 20, height: 20), to: row), badge.frame)
    }

    @Test func conversionRoundTripsBetweenSiblingBranches() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let left = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 30, width: 100, height: 100))
        right.bounds.origin = CGPoint(x: 7, y: 3)
        root.addSubview(left)
        root.addSubview(right)
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 12.5, y: -4), CGPoint(x: 99, y: 99)] {
            let converted = left.convert(point, to: right)
            expectEqual(right.convert(converted, to: left), point)
            expectEqual(left.convert(converted, from: right), point)
        }
    }

    @Test func autoresizingSharesTheChangeAmongTheFlexiblePortionsInProportion() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let bottomBar = UIView(frame: CGRect(x: 0, y: 756, width: 400, height: 44))
        bottomBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let centered = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let stretching = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        stretching.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        for view in [bottomBar, centered, stretching, fixed] { container.addSubview(view) }

        container.frame = CGRect(x: 0, y: 0, width: 300, height: 400)

        expectEqual(bottomBar.frame, CGRect(x: 0, y: 356, width: 300, height: 44))
        expectEqual(centered.frame, CGRect(x: 50, y: 100, width: 200, height: 100))
        expectEqual(stretching.frame, CGRect(x: 0, y: 100, width: 225, height: 100))
        expectEqual(fixed.frame, CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func centerMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        expectEqual(view.center, CGPoint(x: 20, y: 10))
        view.center = CGPoint(x: 100, y: 100)
        expectEqual(view.frame, CGRect(x: 80, y: 90, width: 40, height: 20))
    }

    @Test func subviewsReorderAsUIKitDocuments() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: a)
        parent.insertSubview(d, aboveSubview: c)
        expectEqual(parent.subviews, [c, d, a, b])
        parent.insertSubview(c, aboveSubview: a)
        expectEqual(parent.subviews, [d, a, c, b])
        parent.bringSubviewToFront(d)
        parent.sendSubviewToBack(b)
        expectEqual(parent.subviews, [b, a, c, d])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        expectEqual(parent.subviews, [d, a, c, b])
        parent.bringSubviewToFront(UIView())
        expectEqual(parent.subviews.count, 4)
    }

    @Test func tintColorIsInheritedAndChangesAreAnnounced() {
        final class TintWatcher: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let parent = UIView(), child = TintWatcher(), tinted = TintWatcher()
        parent.addSubview(child)
        parent.addSubview(tinted)
        tinted.tintColor = .systemPink
        expectEqual(child.tintColor, .systemBlue)
        parent.tintColor = .systemGreen
        expectEqual(child.tintColor, .systemGreen)
        expectEqual(tinted.tintColor, .systemPink)
        #expect(child.changes == 1 && tinted.changes == 1)
        tinted.tintColor = nil
        expectEqual(tinted.tintColor, .systemGreen)
    }

    @Test func alphaAndClippingAreTheLayersValues() {
        let view = UIView()
        view.alpha = 0.5
        view.clipsToBounds = true
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.separator.cgColor
        expectEqual(view.layer.opacity, 0.5)
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
        expectEqual(view.layer.borderColor.map(UIColor.init(cgColor:)), UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29))
        #expect(view.layer.shadowOpacity == 0 && view.layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(view.isOpaque && view.contentMode == .scaleToFill)
    }

    @Test func plainViewsFitTheirFrameAndHaveNoIntrinsicSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        expectEqual(view.intrinsicContentSize, CGSize(width: -1, height: -1))
        expectEqual(view.sizeThatFits(.zero), CGSize(width: 30, height: 40))
        expectEqual(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 30, height: 40))
        #expect(
            view.systemLayoutSizeFitting(
                CGSize(width: 320, height: 10), withHorizontalFittingPriority: .required, verticalFittingPriority: .required
            ) == CGSize(width: 320, height: 10)
        )
        expectEqual(UIView.layoutFittingExpandedSize, CGSize(width: 10000, height: 10000))
    }

    @Test func cellsCanOverrideSystemLayoutSizeFitting() {
        final class FixedHeightView: UIView {
            override func systemLayoutSizeFitting(
                _ targetSize: CGSize,
                withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                verticalFittingPriority: UILayoutPriority
            ) -> CGSize {
                CGSize(width: targetSize.width, height: 72)
            }
        }
        expectEqual(FixedHeightView().systemLayoutSizeFitting(CGSize(width: 320, height: 0)), CGSize(width: 320, height: 72))
    }

    @Test func animationBlocksRunAtOnceAndCompleteWithTrue() {
        let view = UIView()
        var log: [String] = []
        UIView.animate(withDuration: 0.3) { view.alpha = 0 }
        expectEqual(view.alpha, 0)
        UIView.animate(withDuration: 0.3, animations: { log.append("a") }, completion: { log.append("done \($0)") })
        UIView.animate(withDuration: 1, delay: 2, options: [.curveEaseOut, .allowUserInteraction], animations: { log.append("b") }) {
            log.append("done \($0)")
        }
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 1, options: [],
            animations: { log.append("spring") }, completion: nil
        )
        UIView.transition(with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { log.append("t") }) {
            log.append("done \($0)")
        }
        UIView.performWithoutAnimation { log.append("now") }
        expectEqual(log, ["a", "done true", "b", "done true", "spring", "t", "done true", "now"])
    }

    @Test func layoutMarginChangesAreAnnounced() {
        final class MarginWatcher: UIView {
            var changes = 0
            override func layoutMarginsDidChange() {
                super.layoutMarginsDidChange()
                changes += 1
            }
        }
        let view = MarginWatcher()
        expectEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        view.layoutMargins = .zero
        expectEqual(view.changes, 1)
        expectEqual(view.directionalLayoutMargins, .zero)
    }
}

@Suite struct EdgeInsetsTests {
    @Test func insetsAreCodableAndEquatable() throws {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let data = try JSONEncoder().encode(insets)
        expectEqual(String(decoding: data, as: UTF8.self), "[1,2,3,4]")
        try expectEqual(JSONDecoder().decode(UIEdgeInsets.self, from: data), insets)
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        try expectEqual(JSONDecoder().decode(NSDirectionalEdgeInsets.self, from: JSONEncoder().encode(directional)), directional)
    }

    @Test func rectanglesShrinkByInsets() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        expectEqual(rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), CGRect(x: 2, y: 1, width: 94, height: 46))
    }
}

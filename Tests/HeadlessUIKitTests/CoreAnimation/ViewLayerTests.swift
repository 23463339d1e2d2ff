import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A view's layer is the view's geometry and has the view as its delegate, as in UIKit: moving
/// either moves the other, the view's layout pass goes through the layer (so views that place
/// their own sublayers in `layoutSublayers(of:)` are laid out), and the layer draws with the
/// view's `draw(_:)`.
@MainActor @Suite struct ViewLayerTests {
    /// A view with a gradient sublayer kept at its bounds, as apps write one.
    final class GradientView: UIView {
        let gradient = CAGradientLayer()
        var events: [String] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.insertSublayer(gradient, at: 0)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSublayers(of layer: CALayer) {
            events.append("layoutSublayers")
            super.layoutSublayers(of: layer)
            gradient.frame = bounds
        }

        override func layoutSubviews() {
            events.append("layoutSubviews")
            super.layoutSubviews()
        }
    }

    /// A view recording its drawing.
    final class DrawingView: UIView {
        var drawnRects: [CGRect] = []
        var hadContext = false

        override func draw(_ rect: CGRect) {
            drawnRects.append(rect)
            hadContext = UIGraphicsGetCurrentContext() != nil
        }
    }

    @Test func theLayerHasTheViewsGeometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        expectEqual(view.layer.frame, view.frame)
        expectEqual(view.layer.bounds, view.bounds)
        expectEqual(view.layer.position, view.center)

        view.center = CGPoint(x: 200, y: 300)
        view.bounds.size = CGSize(width: 40, height: 60)
        expectEqual(view.layer.frame, CGRect(x: 180, y: 270, width: 40, height: 60))
        view.bounds.origin = CGPoint(x: 0, y: 25)
        expectEqual(view.layer.bounds, CGRect(x: 0, y: 25, width: 40, height: 60))
    }

    @Test func movingTheLayerMovesTheView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.frame = CGRect(x: 5, y: 6, width: 40, height: 30)
        expectEqual(view.frame, CGRect(x: 5, y: 6, width: 40, height: 30))
        view.layer.position = CGPoint(x: 100, y: 100)
        expectEqual(view.center, CGPoint(x: 100, y: 100))
        view.layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        expectEqual(view.frame, CGRect(x: 95, y: 95, width: 10, height: 10))
    }

    @Test func anAnchorPointKeepsThePositionAndMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        expectEqual(view.layer.position, CGPoint(x: 50, y: 50))
        expectEqual(view.frame, CGRect(x: 50, y: 50, width: 100, height: 100))
        expectEqual(view.center, CGPoint(x: 50, y: 50))
        view.center = CGPoint(x: 10, y: 10)
        expectEqual(view.frame.origin, CGPoint(x: 10, y: 10))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        expectEqual(view.layer.position, CGPoint(x: 0, y: 0))
    }

    @Test func theViewIsItsLayersDelegate() {
        let view = UIView()
        expectIdentical(view.layer.delegate, view)
    }

    @Test func aViewPlacingItsSublayersInLayoutSublayersIsLaidOut() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        view.layoutIfNeeded()
        expectEqual(view.events, ["layoutSublayers", "layoutSubviews"])
        expectEqual(view.gradient.frame, CGRect(x: 0, y: 0, width: 120, height: 44))

        view.frame.size.width = 300
        #expect(view.layer.needsLayout())
        view.layer.layoutIfNeeded()
        expectEqual(view.gradient.frame.width, 300)
        #expect(!view.layer.needsLayout())
    }

    @Test func aViewsLayerDrawsWithTheViewsDraw() {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        view.layer.setNeedsDisplay()
        #expect(view.layer.needsDisplay())
        view.layer.displayIfNeeded()
        expectEqual(view.drawnRects, [CGRect(x: 0, y: 0, width: 30, height: 20)])
        #expect(view.hadContext)
        #expect(!view.layer.needsDisplay())
        view.layer.displayIfNeeded()
        expectEqual(view.drawnRects.count, 1)
    }

    @Test func aViewsLayerRunsNoAction() {
        let view = UIView()
        view.layer.actions = ["opacity": CABasicAnimation(keyPath: "opacity")]
        expectNil(view.layer.action(forKey: "opacity"))
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
    }

    @Test func layersOfViewsConvertAsTheirViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let second = UIView(frame: CGRect(x: 50, y: 200, width: 100, height: 100))
        root.addSubview(first)
        root.addSubview(second)
        let point = CGPoint(x: 5, y: 5)
        expectEqual(first.layer.convert(point, to: second.layer), first.convert(point, to: second))
        expectEqual(second.layer.convert(point, from: first.layer), second.convert(point, from: first))

        let badge = CALayer()
        badge.frame = CGRect(x: 80, y: 0, width: 20, height: 20)
        first.layer.addSublayer(badge)
        expectEqual(badge.convert(CGPoint.zero, to: root.layer), CGPoint(x: 90, y: 20))
        expectEqual(badge.convert(CGRect(x: 1, y: 1, width: 2, height: 2), to: nil), CGRect(x: 91, y: 21, width: 2, height: 2))
    }
}

/// Layers that belong to no view: their layout, display, conversions, hit-testing, actions and
/// timing, and what they are by default.
@MainActor @Suite struct StandaloneLayerTests {
    /// A layer delegate recording what it is asked; it leaves displaying to the layer.
    final class Delegate: NSObject, CALayerDelegate {
        var events: [String] = []
        var positionAction: CAAction?

        func layerWillDraw(_ layer: CALayer) { events.append("willDraw") }
        func draw(_ layer: CALayer, in ctx: CGContext) { events.append("draw") }
        func layoutSublayers(of layer: CALayer) { events.append("layout \(layer.name ?? "-")") }
        func action(for layer: CALayer, forKey event: String) -> CAAction? {
            event == "position" ? positionAction : nil
        }
    }

    /// A layer delegate that gives the layer its content itself.
    final class ContentDelegate: NSObject, CALayerDelegate {
        var events: [String] = []

        func display(_ layer: CALayer) {
            events.append("display")
            layer.contents = "picture"
        }
        func draw(_ layer: CALayer, in ctx: CGContext) { events.append("draw") }
    }

    /// A layer subclass laying out its own sublayers.
    final class StackLayer: CALayer {
        var layouts = 0
        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
        }
    }

    @Test func aResizedLayerIsLaidOutOnceByItsDelegate() {
        let layer = CALayer()
        let delegate = Delegate()
        layer.name = "card"
        layer.delegate = delegate
        #expect(!layer.needsLayout())
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsLayout())
        layer.position = CGPoint(x: 3, y: 3)
        layer.layoutIfNeeded()
        layer.layoutIfNeeded()
        expectEqual(delegate.events, ["layout card"])
        #expect(!layer.needsLayout())
    }

    @Test func layoutIfNeededLaysOutSublayersMarkedForLayout() {
        let parent = CALayer()
        let child = StackLayer()
        parent.addSublayer(child)
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        expectEqual(child.layouts, 1)
    }

    @Test func displayDrawsThroughTheDelegateUnlessItGivesTheContent() {
        let layer = CALayer()
        let delegate = Delegate()
        layer.delegate = delegate
        layer.display()
        expectEqual(delegate.events, ["willDraw", "draw"])

        let contentDelegate = ContentDelegate()
        layer.delegate = contentDelegate
        layer.display()
        expectEqual(contentDelegate.events, ["display"])
        expectEqual(layer.contents as? String, "picture")
    }

    @Test func aBoundsChangeMarksForDisplayOnlyWhenAsked() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(!layer.needsDisplay())
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 6, height: 5)
        #expect(layer.needsDisplay())
    }

    @Test func pointsAndRectsConvertThroughTheTree() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        child.bounds.origin = CGPoint(x: 0, y: 30)
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 5, y: 40, width: 20, height: 20)
        root.addSublayer(child)
        child.addSublayer(grandchild)

        expectEqual(grandchild.convert(CGPoint(x: 1, y: 1), to: root), CGPoint(x: 16, y: 21))
        expectEqual(root.convert(CGPoint(x: 16, y: 21), to: grandchild), CGPoint(x: 1, y: 1))
        expectEqual(child.convert(CGPoint(x: 16, y: 21), from: root), CGPoint(x: 6, y: 41))
        expectEqual(
            grandchild.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: nil),
            CGRect(x: 15, y: 20, width: 4, height: 4))
    }

    @Test func hitTestingFindsTheFrontmostVisibleLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let back = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let front = CALayer()
        front.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        let overhanging = CALayer()
        overhanging.frame = CGRect(x: 90, y: 90, width: 50, height: 50)
        [back, front, overhanging].forEach(root.addSublayer)

        expectIdentical(root.hitTest(CGPoint(x: 30, y: 30)), front)
        expectIdentical(root.hitTest(CGPoint(x: 10, y: 10)), back)
        expectIdentical(root.hitTest(CGPoint(x: 80, y: 10)), root)
        expectIdentical(root.hitTest(CGPoint(x: 120, y: 120)), overhanging)
        front.isHidden = true
        expectIdentical(root.hitTest(CGPoint(x: 30, y: 30)), back)
        root.masksToBounds = true
        expectNil(root.hitTest(CGPoint(x: 120, y: 120)))
        #expect(front.contains(CGPoint(x: 49, y: 0)))
        #expect(!front.contains(CGPoint(x: 50, y: 0)))
    }

    @Test func actionsAreSearchedInCoreAnimationsOrder() {
        let layer = CALayer()
        let delegate = Delegate()
        let fromDelegate = CABasicAnimation(keyPath: "position")
        let fromActions = CABasicAnimation(keyPath: "position")
        let fromStyle = CABasicAnimation(keyPath: "bounds")
        let fromNestedStyle = CABasicAnimation(keyPath: "contents")
        layer.delegate = delegate
        delegate.positionAction = fromDelegate
        layer.actions = ["position": fromActions, "opacity": NSNull()]
        layer.style = ["actions": ["bounds": fromStyle], "style": ["actions": ["contents": fromNestedStyle]]]

        expectIdentical(layer.action(forKey: "position") as? CAAnimation, fromDelegate)
        delegate.positionAction = nil
        expectIdentical(layer.action(forKey: "position") as? CAAnimation, fromActions)
        expectIdentical(layer.action(forKey: "bounds") as? CAAnimation, fromStyle)
        expectIdentical(layer.action(forKey: "contents") as? CAAnimation, fromNestedStyle)
        expectNil(layer.action(forKey: "opacity"))
        expectNil(layer.action(forKey: "hidden"))
    }

    @Test func runningAnAnimationAsAnActionAddsItToTheLayer() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.run(forKey: "fade", object: layer, arguments: nil)
        expectEqual(layer.headlessAddedAnimations.map(\.key), ["fade"])
        NSNull().run(forKey: "fade", object: layer, arguments: nil)
        expectEqual(layer.headlessAddedAnimations.count, 1)
    }

    @Test func timesConvertThroughEachLayersTiming() {
        let parent = CALayer()
        parent.beginTime = 1
        parent.speed = 2
        let child = CALayer()
        child.timeOffset = 10
        parent.addSublayer(child)
        expectEqual(child.convertTime(3, from: nil), 14)
        expectEqual(child.convertTime(14, to: nil), 3)
        expectEqual(parent.convertTime(14, from: child), 4)

        // Pausing a layer, as apps do: speed 0, and the current time as the offset.
        let paused = CALayer()
        let now = paused.convertTime(CACurrentMediaTime(), from: nil)
        paused.speed = 0
        paused.timeOffset = now
        expectEqual(paused.convertTime(now + 5, from: nil), now)
    }

    @Test func aLayerHasCoreAnimationsDefaults() {
        let layer = CALayer()
        expectNil(layer.contents)
        expectEqual(layer.contentsGravity, .resize)
        expectEqual(layer.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        expectEqual(layer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1))
        expectEqual(layer.contentsFormat, .RGBA8Uint)
        expectEqual(layer.minificationFilter, .linear)
        expectEqual(layer.magnificationFilter, .linear)
        #expect(!layer.isOpaque)
        #expect(layer.isDoubleSided)
        #expect(!layer.allowsEdgeAntialiasing)
        #expect(layer.allowsGroupOpacity)
        expectEqual(layer.edgeAntialiasingMask, [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        #expect(!layer.contentsAreFlipped())
        expectEqual(layer.speed, 1)
        expectNil(CALayer.defaultValue(forKey: "opacity"))
        #expect(!CALayer.needsDisplay(forKey: "opacity"))
        #expect(layer.shouldArchiveValue(forKey: "opacity"))
    }

    @Test func thePresentationIsTheModelAndSizesFollowTheTransform() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        expectIdentical(layer.presentation(), layer)
        expectIdentical(layer.model(), layer)
        expectEqual(layer.visibleRect, layer.bounds)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        expectEqual(layer.preferredFrameSize(), CGSize(width: 20, height: 60))
    }

    @Test func aCopyTakesTheContentsAndTiming() {
        let layer = CALayer()
        layer.contents = "image"
        layer.contentsGravity = .resizeAspectFill
        layer.speed = 0
        layer.actions = ["opacity": NSNull()]
        let copy = CALayer(layer: layer)
        expectEqual(copy.contents as? String, "image")
        expectEqual(copy.contentsGravity, .resizeAspectFill)
        expectEqual(copy.speed, 0)
        expectNotNil(copy.actions?["opacity"])
    }
}

import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ViewOverridePointTests {
    @Test func layerClassDecidesTheClassOfTheLayer() {
        let gradient = GradientView()
        gradient.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect(gradient.layer is CAGradientLayer)
        expectEqual(gradient.gradientLayer.colors?.count, 2)
        #expect(type(of: UIView().layer) == CALayer.self)
    }

    @Test func semanticContentAttributeDecidesTheEffectiveDirection() {
        let view = UIView()
        expectEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        expectEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        expectEqual(UIView.userInterfaceLayoutDirection(for: .playback), .leftToRight)
        expectEqual(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft), .rightToLeft)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.headlessTraitOverrides = UITraitCollection(layoutDirection: .rightToLeft)
        let inWindow = UIView()
        window.addSubview(inWindow)
        expectEqual(inWindow.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        inWindow.semanticContentAttribute = .spatial
        expectEqual(inWindow.effectiveUserInterfaceLayoutDirection, .leftToRight)
    }

    @Test func autoresizesSubviewsTurnsAutoresizingOff() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = .flexibleWidth
        container.addSubview(child)
        container.frame.size.width = 200
        expectEqual(child.frame.width, 200)
        container.autoresizesSubviews = false
        container.frame.size.width = 300
        expectEqual(child.frame.width, 200)
    }

    @Test func keyframesAndTransitionsRunAtOnceInOrder() {
        var steps: [String] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { steps.append("first") }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { steps.append("second") }
        }, completion: { finished in steps.append("done \(finished)") })
        expectEqual(steps, ["first", "second", "done true"])

        let container = UIView()
        let old = UIView()
        let new = UIView()
        container.addSubview(old)
        UIView.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve, completion: nil)
        #expect(container.subviews == [new] && old.superview == nil)
        let shown = UIView()
        container.addSubview(shown)
        UIView.transition(from: new, to: shown, duration: 0.3, options: .showHideTransitionViews)
        #expect(new.isHidden && !shown.isHidden && new.superview === container)
    }

    @Test func animationsCanBeTurnedOffAndPerformWithoutAnimationDoesSoMeanwhile() {
        #expect(UIView.areAnimationsEnabled)
        var inside = true
        UIView.performWithoutAnimation { inside = UIView.areAnimationsEnabled }
        #expect(!inside && UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
    }

    @Test func storedAppearancePropertiesKeepUIKitDefaults() {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        #expect(view.contentScaleFactor == 3 && view.tintAdjustmentMode == .automatic)
        #expect(!view.isExclusiveTouch && !view.isMultipleTouchEnabled && view.autoresizesSubviews)
        #expect(view.alignmentRectInsets == .zero && view.mask == nil)
        expectEqual(view.snapshotView(afterScreenUpdates: false)?.frame, view.frame)
    }
}

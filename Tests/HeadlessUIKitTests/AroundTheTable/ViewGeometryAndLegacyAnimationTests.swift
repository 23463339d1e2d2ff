import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A badge view that draws a shadow outside its content, as Auto Layout's alignment rectangles
/// are for.
private final class ShadowedBadge: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 4) }
}

/// Pre-iOS 4 animation code, as the oldest table screens still carry it.
@available(*, deprecated, message: "Uses the deprecated animation API on purpose.")
@MainActor private func fadeOutTheOldWay(_ cell: UITableViewCell) {
    UIView.beginAnimations("fade", context: nil)
    UIView.setAnimationDuration(0.3)
    UIView.setAnimationCurve(.easeOut)
    UIView.setAnimationDelegate(cell)
    UIView.setAnimationDidStop(Selector("fadeDidStop"))
    UIView.setAnimationTransition(.flipFromLeft, for: cell, cache: true)
    cell.alpha = 0
    UIView.commitAnimations()
}

@MainActor @Suite struct ViewGeometryAndLegacyAnimationTests {
    @Test func alignmentRectanglesTakeTheInsetsOffTheFrameAndBack() {
        let badge = ShadowedBadge()
        let frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        let aligned = badge.alignmentRect(forFrame: frame)
        expectEqual(aligned, CGRect(x: 14, y: 22, width: 32, height: 22))
        expectEqual(badge.frame(forAlignmentRect: aligned), frame)
        let plain = UIView()
        expectEqual(plain.alignmentRect(forFrame: frame), frame)
        expectIdentical(plain.forFirstBaselineLayout, plain)
        expectIdentical(plain.forLastBaselineLayout, plain)
    }

    @available(*, deprecated, message: "Calls the deprecated animation API on purpose.")
    @Test func theOldAnimationBlockAppliesItsChangesAtOnce() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        fadeOutTheOldWay(cell)
        expectEqual(cell.alpha, 0)
        var repeated = false
        UIView.animate(withDuration: 0.2) {
            UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) { repeated = true }
        }
        #expect(repeated)
        expectEqual(UIView.AnimationTransition.curlDown.rawValue, 4)
    }
}

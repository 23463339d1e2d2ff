import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Motion effects as apps add them for parallax: the view keeps them, and each effect answers
/// the values a tilt gives.
@MainActor @Suite struct MotionEffectTests {
    /// A header image's parallax, as apps write it.
    private func parallax(amount: CGFloat) -> UIMotionEffectGroup {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -amount
        horizontal.maximumRelativeValue = amount
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = NSNumber(value: Double(-amount))
        vertical.maximumRelativeValue = NSNumber(value: Double(amount))
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        return group
    }

    @Test func aViewKeepsItsMotionEffectsOnce() {
        let header = UIImageView()
        let effect = parallax(amount: 20)
        header.addMotionEffect(effect)
        header.addMotionEffect(effect)
        expectEqual(header.motionEffects.count, 1)
        expectIdentical(header.motionEffects.first, effect)
        header.removeMotionEffect(effect)
        #expect(header.motionEffects.isEmpty)
    }

    @Test func aTiltGivesValuesBetweenTheMinimumAndTheMaximum() throws {
        let group = parallax(amount: 20)
        let tilted = try #require(group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1)))
        expectEqual(tilted["center.x"] as? CGFloat, 10)
        expectEqual(tilted["center.y"] as? CGFloat, -20)
        let beyond = try #require(group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 3, vertical: 0)))
        expectEqual(beyond["center.x"] as? CGFloat, 20, "a tilt past 1 counts as 1")
        expectEqual(beyond["center.y"] as? CGFloat, 0)
    }

    @Test func effectsWithoutNumbersGiveNothing() {
        let effect = UIInterpolatingMotionEffect(keyPath: "layer.shadowOffset", type: .tiltAlongVerticalAxis)
        effect.minimumRelativeValue = "far"
        effect.maximumRelativeValue = "near"
        expectNil(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 1)))
        expectNil(UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: UIOffset()))
        expectNil(UIMotionEffectGroup().keyPathsAndRelativeValues(forViewerOffset: UIOffset()))
    }
}

import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct SpringAnimationTests {
    @Test func springAnimationAppliesItsChangesAtOnceThenCompletes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var events: [String] = []
        UIView.animate(springDuration: 0.4, bounce: 0.3, initialSpringVelocity: 2, delay: 0.1, options: [.allowUserInteraction]) {
            view.alpha = 0.5
            events.append("animations")
        } completion: { finished in
            events.append("completion \(finished), alpha \(view.alpha)")
        }
        expectEqual(events, ["animations", "completion true, alpha 0.5"])
    }

    @Test func everySpringParameterHasADefault() {
        let view = UIView()
        UIView.animate {
            view.isHidden = true
        }
        #expect(view.isHidden)
    }
}

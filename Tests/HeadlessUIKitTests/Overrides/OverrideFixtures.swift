import Foundation
import HeadlessUIKit

// Controllers and views overriding UIKit's override points, as apps do.

/// A controller recording the system hooks it receives.
final class HookRecordingController: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidesStatusBar = false
    var delegatedStatusBarChild: UIViewController?
    private(set) var events: [String] = []

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
    override var childForStatusBarStyle: UIViewController? { delegatedStatusBarChild }
    override var childForStatusBarHidden: UIViewController? { delegatedStatusBarChild }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        events.append("memoryWarning")
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        events.append("safeArea \(view.safeAreaInsets.top)")
    }

    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        events.append("margins \(view.layoutMargins.left)")
    }

    override func updateViewConstraints() {
        events.append("updateViewConstraints")
        super.updateViewConstraints()
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("should \(identifier)")
        return identifier != "blocked"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        events.append("prepare \(segue.identifier ?? "-") → \(type(of: segue.destination))")
        (segue.destination as? DetailController)?.item = sender as? String
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        events.append("motionEnded \(motion == .motionShake ? "shake" : "other")")
    }
}

/// A destination controller of segues.
final class DetailController: UIViewController {
    var item: String?
}

/// A root view recording its own constraint updates.
final class ConstraintRecordingView: UIView {
    private(set) var updates = 0

    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

/// A view backed by a gradient layer.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// A view recording the touches that reach it.
final class TouchRecordingView: UIView {
    private(set) var touches: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let location = touches.first?.location(in: self) ?? .zero
        self.touches.append("began \(location.x),\(location.y)")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches.append("ended")
        super.touchesEnded(touches, with: event)
    }
}

/// A button-like view whose hit area is larger than its bounds.
final class WideHitAreaView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

/// A gesture delegate that answers as configured and records the questions.
final class GestureDelegate: NSObject, UIGestureRecognizerDelegate {
    var allowsBegin = true
    private(set) var asked = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return allowsBegin
    }
}

/// A cell recording its state transitions.
final class TransitionRecordingCell: UITableViewCell {
    private(set) var transitions: [String] = []

    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        transitions.append("will \(Self.describe(state))")
    }

    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        transitions.append("did \(Self.describe(state))")
    }

    private static func describe(_ state: UITableViewCell.StateMask) -> String {
        var names: [String] = []
        if state.contains(.showingEditControl) { names.append("edit") }
        if state.contains(.showingDeleteConfirmation) { names.append("delete") }
        return names.isEmpty ? "normal" : names.joined(separator: "+")
    }
}

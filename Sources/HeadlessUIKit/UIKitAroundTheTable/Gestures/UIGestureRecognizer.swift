import Foundation

/// Recognizes a gesture in the touches of a view and sends its action when it does.
///
/// Headless: the touches of `UIWindow.simulateTouch(at:)` do not reach recognizers. A test fires
/// one with ``simulateRecognition(at:states:)``: a simulated finger reaches the recognizer if its allowed
/// touch types and its delegate's `shouldReceive` methods let it, the recognizer asks its view's
/// and its delegate's `gestureRecognizerShouldBegin(_:)`, takes each state in turn and sends its
/// actions. Target–action pairs cannot be called on Linux (no Objective-C runtime):
/// they are recorded in ``headlessUndeliveredActions``; handlers given with
/// ``init(headlessHandler:)`` run.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    private var targetActions: [(target: TargetReference, action: Selector)] = []
    private final var actionHandler: (@MainActor (UIGestureRecognizer) -> Void)?
    private var storedState: State = .possible
    /// The recognizer's view, set by `UIView.addGestureRecognizer(_:)`.
    weak var attachedView: UIView?
    /// Where the simulated touch is, in the window's coordinates, while one is.
    private var simulatedLocationInWindow: CGPoint?
    private var failureRequirements: [WeakGestureRecognizer] = []
    /// What a simulation in progress sets when it reaches `.changed`.
    private var simulatedChange: (() -> Void)?

    /// Creates a recognizer that sends `action` to `target` when it recognizes its gesture.
    ///
    /// - Parameters:
    ///   - target: The object the action is sent to.
    ///   - action: The action; headless: recorded in ``headlessUndeliveredActions`` when sent.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer that runs a closure when it recognizes its gesture, in every state it
    /// sends actions for (HeadlessUIKit-only: the Linux side of an `#if os(iOS)` that keeps
    /// `#selector` for iOS).
    ///
    /// - Parameter headlessHandler: Runs with the recognizer, whose ``state`` says the phase.
    public convenience init(headlessHandler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        actionHandler = headlessHandler
    }

    // MARK: - Targets

    /// Adds a target–action pair.
    ///
    /// - Parameters:
    ///   - target: The object the action is sent to.
    ///   - action: The action.
    open func addTarget(_ target: Any, action: Selector) {
        targetActions.append((TargetReference(target), action))
    }

    /// Removes target–action pairs: `nil` matches every target or every action.
    ///
    /// - Parameters:
    ///   - target: The target, or `nil`.
    ///   - action: The action, or `nil`.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let reference = target.map(TargetReference.init)
        targetActions.removeAll { pair in
            (reference.map { pair.target.isSame(as: $0) } ?? true) && (action.map { pair.action == $0 } ?? true)
        }
    }

    /// The target–action pairs the recognizer sent its action to and HeadlessUIKit could not
    /// call, oldest first, with the state at the time (HeadlessUIKit-only).
    public private(set) var headlessUndeliveredActions: [HeadlessGestureAction] = []

    // MARK: - State and configuration

    /// Where the recognizer is in recognizing its gesture.
    open var state: State { storedState }
    /// The object asked whether the recognizer may begin and how it combines with others.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the recognizer recognizes; a disabled one ignores simulations.
    open var isEnabled: Bool = true
    /// The view the recognizer is attached to.
    open var view: UIView? { attachedView }
    /// Whether touches are cancelled in the view when the gesture is recognized; `true`.
    /// Headless: stored only.
    open var cancelsTouchesInView: Bool = true
    /// Whether touches reach the view only after the gesture failed; `false`. Stored only.
    open var delaysTouchesBegan: Bool = false
    /// Whether the end of touches reaches the view only after the gesture failed; `true`.
    /// Stored only.
    open var delaysTouchesEnded: Bool = true
    /// A name for debugging.
    open var name: String?
    /// The kinds of touches the recognizer receives, as `UITouch.TouchType` raw values; all of
    /// them at first. Headless: a simulated gesture is a finger's (`.direct`) and is not received
    /// when `.direct` is not listed.
    open var allowedTouchTypes: [NSNumber] = [
        UITouch.TouchType.direct, .indirect, .pencil, .indirectPointer,
    ].map { NSNumber(value: $0.rawValue) }
    /// The kinds of presses the recognizer receives, as `UIPress.PressType` raw values; `.select`
    /// at first. Headless: stored only.
    open var allowedPressTypes: [NSNumber] = [NSNumber(value: UIPress.PressType.select.rawValue)]
    /// Whether, once it received a touch of one type, the recognizer ignores touches of other
    /// types until it resets; `true`. Headless: stored only (simulations have one touch).
    open var requiresExclusiveTouchType: Bool = true
    /// The modifier keys held in the last event the recognizer processed. Headless: a simulated
    /// gesture holds none.
    open var modifierFlags: UIKeyModifierFlags { [] }
    /// The pointer buttons pressed in the last event the recognizer processed. Headless: a
    /// simulated gesture is a finger's and presses none.
    open var buttonMask: UIEvent.ButtonMask { [] }

    /// Makes this recognizer wait for another to fail before it recognizes.
    ///
    /// Headless: recorded (``headlessRequiredToFail``); a simulation fires this recognizer
    /// alone, as if the other had failed.
    /// - Parameter otherGestureRecognizer: The recognizer that must fail first.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The recognizers this one waits for (``require(toFail:)``), still alive
    /// (HeadlessUIKit-only).
    public var headlessRequiredToFail: [UIGestureRecognizer] {
        failureRequirements.compactMap(\.recognizer)
    }

    /// The location of the gesture in a view's coordinates: the simulated touch's while a
    /// simulation runs, else the center of the recognizer's view.
    ///
    /// - Parameter view: The view; `nil` means the window.
    /// - Returns: The location.
    open func location(in view: UIView?) -> CGPoint {
        let inWindow = simulatedLocationInWindow ?? attachedView.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) } ?? .zero
        guard let view else { return inWindow }
        return view.convert(inWindow, from: nil)
    }

    /// The number of touches in the gesture: while a simulation runs, its fingers' (two for a
    /// pinch or a rotation, else one); else 0.
    open var numberOfTouches: Int { simulatedLocationInWindow == nil ? 0 : simulatedFingerOffsets.count }

    /// The location of one of the gesture's touches in a view's coordinates. Headless: one finger
    /// stands at ``location(in:)``; a pinch's or rotation's two stand on either side of it (see
    /// their classes).
    ///
    /// - Parameters:
    ///   - touchIndex: The touch, from 0 to ``numberOfTouches`` − 1. Any other index stops the
    ///     program with UIKit's `NSRangeException` message, as it stops the app on a device.
    ///   - view: The view; `nil` means the window.
    /// - Returns: The location.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard (0..<numberOfTouches).contains(touchIndex) else {
            fatalError("NSRangeException: -[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(numberOfTouches)).")
        }
        let centroid = location(in: nil)
        let offset = simulatedFingerOffsets[touchIndex]
        let inWindow = CGPoint(x: centroid.x + offset.x, y: centroid.y + offset.y)
        return view.map { $0.convert(inWindow, from: nil) } ?? inWindow
    }

    /// Resets the recognizer after it ended, failed or was cancelled; subclasses clear their
    /// state here and call `super`. Headless: called after each simulation.
    open func reset() {}

    // MARK: - Simulation

    /// Fires the recognizer as a user's gesture would (HeadlessUIKit-only).
    ///
    /// When the recognizer is enabled, the finger reaches it as UIKit decides before a recognizer
    /// sees a touch: the touch's type, `.direct`, must be in ``allowedTouchTypes``, and the
    /// delegate is asked `gestureRecognizer(_:shouldReceive:)` for the touch event and then for the
    /// touch (whose view is the subview of the recognizer's view hit at `location`, or that view
    /// itself); if the touch does not reach it, nothing is sent. Then its view's and its delegate's
    /// `gestureRecognizerShouldBegin(_:)` are asked, as in UIKit; if one answers `false`, the recognizer fails and nothing is sent. Otherwise the
    /// recognizer takes each of `states` in turn and sends its actions in each, then resets to
    /// `.possible` (``reset()``). The default states are the recognizer's: `.ended` for discrete
    /// gestures (tap, swipe), `.began`, `.changed`, `.ended` for continuous ones.
    /// - Parameters:
    ///   - location: Where the gesture happens, in the view's coordinates; `nil` for its center.
    ///   - states: The states to go through; `nil` for the recognizer's default.
    /// - Returns: Whether the gesture began (was not refused).
    @discardableResult
    public func simulateRecognition(at location: CGPoint? = nil, states: [State]? = nil) -> Bool {
        guard isEnabled else { return false }
        let viewForLocation = attachedView
        simulatedLocationInWindow = location.map { viewForLocation?.convert($0, to: nil) ?? $0 } ?? self.location(in: nil)
        defer {
            simulatedLocationInWindow = nil
            storedState = .possible
            reset()
        }
        guard receivesSimulatedTouch() else { return false }
        let viewAllows = attachedView?.gestureRecognizerShouldBegin(self) ?? true
        guard viewAllows, delegate?.gestureRecognizerShouldBegin(self) ?? true else {
            storedState = .failed
            return false
        }
        for state in states ?? simulatedStates {
            willSimulate(state)
            if state == .changed { simulatedChange?() }
            storedState = state
            sendActions()
        }
        return true
    }

    /// Fires the recognizer as ``simulateRecognition(at:states:)`` does, running `change` as it
    /// enters `.changed`: where a pan moves its translation, a pinch its scale.
    ///
    /// - Parameters:
    ///   - location: Where the gesture happens, in the view's coordinates; `nil` for its center.
    ///   - change: Sets the values the gesture reaches.
    /// - Returns: Whether the gesture began (was not refused).
    func simulateRecognition(at location: CGPoint?, changing change: @escaping () -> Void) -> Bool {
        simulatedChange = change
        defer { simulatedChange = nil }
        return simulateRecognition(at: location)
    }

    /// Whether a simulated gesture is made of a touch, which UIKit filters before the recognizer
    /// sees it (``simulateRecognition(at:states:)``); a pointer's hover is not.
    var simulatesTouches: Bool { true }

    /// Whether the simulated finger reaches the recognizer: its type is allowed, and the delegate
    /// accepts the touch event and then the touch, as UIKit asks before the recognizer's
    /// `touchesBegan`. A recognizer on no view, which no touch can reach, is not asked.
    private func receivesSimulatedTouch() -> Bool {
        guard simulatesTouches else { return true }
        guard allowedTouchTypes.contains(NSNumber(value: UITouch.TouchType.direct.rawValue)) else { return false }
        guard let delegate, let view = attachedView else { return true }
        let touchedView = view.hitTest(location(in: view), with: nil) ?? view
        let touch = UITouch(headlessLocation: location(in: touchedView), in: touchedView)
        let event = UIEvent(headlessType: .touches, touches: [touch])
        return delegate.gestureRecognizer(self, shouldReceive: event) && delegate.gestureRecognizer(self, shouldReceive: touch)
    }

    /// Where each finger of a simulated gesture stands from ``location(in:)``, in the window's
    /// coordinates: one finger on it; two-finger recognizers answer two.
    var simulatedFingerOffsets: [CGPoint] { [.zero] }

    /// The states a simulation goes through by default: `.ended` (`.recognized`), as discrete
    /// gestures do; continuous recognizers answer `.began`, `.changed`, `.ended`.
    var simulatedStates: [State] { [.recognized] }

    /// Called before the recognizer takes a simulated state; continuous recognizers start their
    /// values (translation, scale, rotation) from zero or one in `.began`.
    func willSimulate(_ state: State) {}

    private func sendActions() {
        for pair in targetActions {
            headlessUndeliveredActions.append(HeadlessGestureAction(target: pair.target.object, action: pair.action, state: storedState))
        }
        actionHandler?(self)
    }
}

/// A recognizer held weakly, for failure requirements.
private struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

import Foundation

/// Recognizes a gesture in the touches of a view and sends its action when it does.
///
/// Headless: the touches of `UIWindow.simulateTouch(at:)` do not reach recognizers. A test fires
/// one with ``simulateRecognition(at:states:)``: a simulated finger reaches the recognizer if its allowed
/// touch types and its delegate's `shouldReceive` methods let it, the recognizer gets the
/// finger's touches (`touchesBegan(_:with:)` and the others, where a custom subclass recognizes
/// its gesture by setting ``state``), asks its view's and its delegate's
/// `gestureRecognizerShouldBegin(_:)`, takes each state in turn and sends its
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
    /// Whether the recognizer's own code set ``state`` during the simulation in progress, and
    /// whether it got past `.possible` without being refused.
    private var subclassRecognition: (setState: Bool, began: Bool) = (false, false)
    /// The touches of the simulation in progress that the recognizer ignores
    /// (`ignore(_:for:)`).
    private var ignoredTouches: [ObjectIdentifier] = []
    /// Whether a state set outside a simulation ended the gesture and the reset has not run yet.
    private var resetIsPending = false

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
    ///
    /// A subclass that recognizes its own gesture sets it from its touch methods, as with
    /// `import UIKit.UIGestureRecognizerSubclass` in UIKit: leaving `.possible` for `.began` or
    /// `.ended` first asks the view's and the delegate's `gestureRecognizerShouldBegin(_:)` (a
    /// refusal makes it `.failed`), and `.began`, `.changed`, `.ended` and `.cancelled` send the
    /// actions. After `.ended`, `.failed` or `.cancelled` the recognizer resets to `.possible`
    /// (``reset()``) once the touches are handled; headless: at the end of the simulation, or,
    /// when set outside one, on the main actor's next turn (and before any later simulation).
    open var state: State {
        get { storedState }
        set { enter(newValue) }
    }
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

    // MARK: - Subclassing

    /// Called when fingers touch down in the recognizer's view or a view inside it. Subclasses
    /// that recognize their own gesture override the touch methods and set ``state``; the
    /// recognizer's own implementation does nothing here.
    ///
    /// - Parameters:
    ///   - touches: The new touches.
    ///   - event: The event they belong to.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when fingers of the gesture move. Headless: a simulated finger stays where it
    /// touched down, and continuous gestures get one move.
    ///
    /// - Parameters:
    ///   - touches: The touches that moved.
    ///   - event: The event they belong to.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when fingers of the gesture lift.
    ///
    /// - Parameters:
    ///   - touches: The touches that ended.
    ///   - event: The event they belong to.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the system cancels touches of the gesture. Headless: simulations cancel none.
    ///
    /// - Parameters:
    ///   - touches: The cancelled touches.
    ///   - event: The event they belong to.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when estimated properties of touches (force, a stylus' angles) got their final
    /// values. Headless: touches have no estimated properties, so it is never called.
    ///
    /// - Parameter touches: The updated touches.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Called when physical buttons (a remote's, a game controller's) are pressed. Headless:
    /// presses do not reach recognizers, so the press methods are never called.
    ///
    /// - Parameters:
    ///   - presses: The new presses.
    ///   - event: The event they belong to.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called when the force of pressed buttons changes. Never called headless.
    ///
    /// - Parameters:
    ///   - presses: The changed presses.
    ///   - event: The event they belong to.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called when pressed buttons are released. Never called headless.
    ///
    /// - Parameters:
    ///   - presses: The ended presses.
    ///   - event: The event they belong to.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called when the system cancels presses. Never called headless.
    ///
    /// - Parameters:
    ///   - presses: The cancelled presses.
    ///   - event: The event they belong to.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Stops delivering a touch to the recognizer: its later phases do not reach the touch
    /// methods.
    ///
    /// - Parameters:
    ///   - touch: The touch to ignore.
    ///   - event: The event it belongs to.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        ignoredTouches.append(ObjectIdentifier(touch))
    }

    /// Stops delivering a press to the recognizer. Headless: presses do not reach recognizers.
    ///
    /// - Parameters:
    ///   - button: The press to ignore.
    ///   - event: The event it belongs to.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {}

    /// Whether recognizing this gesture can keep another recognizer from recognizing its own;
    /// `true`. Headless: a simulation fires one recognizer alone, so nothing asks.
    ///
    /// - Parameter preventedGestureRecognizer: The other recognizer.
    /// - Returns: Whether this recognizer can prevent it.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether another recognizer recognizing its gesture can keep this one from recognizing;
    /// `true`. Headless: nothing asks (see ``canPrevent(_:)``).
    ///
    /// - Parameter preventingGestureRecognizer: The other recognizer.
    /// - Returns: Whether it can prevent this one.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for another to fail, as ``require(toFail:)`` makes it;
    /// `false`. Headless: nothing asks (see ``canPrevent(_:)``).
    ///
    /// - Parameter otherGestureRecognizer: The other recognizer.
    /// - Returns: Whether this one waits for it.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether another recognizer waits for this one to fail; `false`. Headless: nothing asks
    /// (see ``canPrevent(_:)``).
    ///
    /// - Parameter otherGestureRecognizer: The other recognizer.
    /// - Returns: Whether it waits for this one.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer receives an event; `true`. Asked before the delegate's
    /// `gestureRecognizer(_:shouldReceive:)` for the event, as in UIKit.
    ///
    /// - Parameter event: The event.
    /// - Returns: Whether the recognizer receives it.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Takes a state set through ``state``: asks whether the gesture may begin when it leaves
    /// `.possible`, sends the actions of the states that have them, and resets after a final
    /// state set outside a simulation.
    private func enter(_ newState: State) {
        let simulating = simulatedLocationInWindow != nil
        if simulating { subclassRecognition.setState = true }
        if storedState == .possible, newState == .began || newState == .ended {
            guard mayBegin() else {
                storedState = .failed
                if !simulating { scheduleReset() }
                return
            }
            if simulating { subclassRecognition.began = true }
        }
        storedState = newState
        if [.began, .changed, .ended, .cancelled].contains(newState) { sendActions() }
        if !simulating, Self.finalStates.contains(newState) { scheduleReset() }
    }

    /// Resets the recognizer once the code that ended its gesture has returned, as UIKit does after
    /// handling the event in progress.
    private func scheduleReset() {
        resetIsPending = true
        Task { @MainActor [weak self] in self?.resetIfPending() }
    }

    /// Runs a reset that ``scheduleReset()`` left for later, if it has not run yet.
    private func resetIfPending() {
        guard resetIsPending else { return }
        resetIsPending = false
        finishRecognition()
    }

    /// The states that end a gesture, after which the recognizer gets no more touches and resets.
    private static let finalStates: [State] = [.ended, .failed, .cancelled]

    /// A simulated gesture's touches, one for each finger, and the event they belong to.
    private typealias SimulatedFinger = (touches: [UITouch], event: UIEvent)

    /// Whether the view and the delegate let the gesture begin (`gestureRecognizerShouldBegin(_:)`).
    private func mayBegin() -> Bool {
        let viewAllows = attachedView?.gestureRecognizerShouldBegin(self) ?? true
        return viewAllows && (delegate?.gestureRecognizerShouldBegin(self) ?? true)
    }

    /// Returns the recognizer to `.possible` and lets it clear its state (``reset()``).
    private func finishRecognition() {
        storedState = .possible
        reset()
    }

    // MARK: - Simulation

    /// Fires the recognizer as a user's gesture would (HeadlessUIKit-only).
    ///
    /// When the recognizer is enabled, the finger reaches it as UIKit decides before a recognizer
    /// sees a touch: the touch's type, `.direct`, must be in ``allowedTouchTypes``, and the
    /// recognizer's ``shouldReceive(_:)`` and the delegate's `gestureRecognizer(_:shouldReceive:)`
    /// are asked for the touch event, then the delegate for each touch (whose view is the subview
    /// of the recognizer's view hit at `location`, or that view itself); if the touch does not
    /// reach it, nothing is sent. The recognizer then gets the touches: `touchesBegan(_:with:)`,
    /// `touchesMoved(_:with:)` for continuous gestures, and `touchesEnded(_:with:)`, the same
    /// `UITouch` objects in each phase, while the recognizer has not ended, failed or been
    /// cancelled. A custom subclass that sets ``state`` from them decides the gesture, and
    /// `states` does not apply. Otherwise its view's and its delegate's
    /// `gestureRecognizerShouldBegin(_:)` are asked, as in UIKit; if one answers `false`, the recognizer fails and nothing is sent. Otherwise the
    /// recognizer takes each of `states` in turn and sends its actions in each. Either way it then
    /// resets to `.possible` (``reset()``). The default states are the recognizer's: `.ended` for
    /// discrete gestures (tap, swipe), `.began`, `.changed`, `.ended` for continuous ones.
    /// - Parameters:
    ///   - location: Where the gesture happens, in the view's coordinates; `nil` for its center.
    ///   - states: The states to go through; `nil` for the recognizer's default.
    /// - Returns: Whether the gesture began (was not refused).
    @discardableResult
    public func simulateRecognition(at location: CGPoint? = nil, states: [State]? = nil) -> Bool {
        resetIfPending()
        guard isEnabled else { return false }
        let viewForLocation = attachedView
        simulatedLocationInWindow = location.map { viewForLocation?.convert($0, to: nil) ?? $0 } ?? self.location(in: nil)
        subclassRecognition = (false, false)
        ignoredTouches = []
        defer {
            simulatedLocationInWindow = nil
            ignoredTouches = []
            finishRecognition()
        }
        let finger = simulatedTouchEvent()
        guard receives(finger) else { return false }
        if let finger { deliver(finger) }
        if subclassRecognition.setState { return subclassRecognition.began }
        guard mayBegin() else {
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

    /// The simulated fingers' touches, one for each finger, delivered to the subview of the
    /// recognizer's view hit at the gesture's location, and their event; `nil` when the gesture
    /// is not made of touches or the recognizer is on no view, which no touch can reach.
    private func simulatedTouchEvent() -> SimulatedFinger? {
        guard simulatesTouches, let view = attachedView else { return nil }
        let touchedView = view.hitTest(location(in: view), with: nil) ?? view
        let touches = simulatedFingerOffsets.indices.map { finger in
            UITouch(headlessLocation: location(ofTouch: finger, in: touchedView), in: touchedView)
        }
        return (touches, UIEvent(headlessType: .touches, touches: Set(touches)))
    }

    /// Whether the simulated finger reaches the recognizer: its type is allowed, and the
    /// recognizer and its delegate accept the touch event, then the delegate each touch, as UIKit
    /// asks before the recognizer's `touchesBegan`.
    private func receives(_ finger: SimulatedFinger?) -> Bool {
        guard simulatesTouches else { return true }
        guard allowedTouchTypes.contains(NSNumber(value: UITouch.TouchType.direct.rawValue)) else { return false }
        guard let finger else { return true }
        guard shouldReceive(finger.event) else { return false }
        guard let delegate else { return true }
        return delegate.gestureRecognizer(self, shouldReceive: finger.event)
            && finger.touches.allSatisfy { delegate.gestureRecognizer(self, shouldReceive: $0) }
    }

    /// Gives the recognizer the finger's touches, phase after phase, while it has not ended,
    /// failed or been cancelled; touches it ignores are left out.
    private func deliver(_ finger: SimulatedFinger) {
        let phases: [UITouch.Phase] = simulatedStates.contains(.changed) ? [.began, .moved, .ended] : [.began, .ended]
        for phase in phases {
            guard !Self.finalStates.contains(storedState) else { return }
            let touches = finger.touches.filter { !ignoredTouches.contains(ObjectIdentifier($0)) }
            guard !touches.isEmpty else { return }
            touches.forEach { $0.enter(phase) }
            switch phase {
            case .began: touchesBegan(Set(touches), with: finger.event)
            case .moved: touchesMoved(Set(touches), with: finger.event)
            default: touchesEnded(Set(touches), with: finger.event)
            }
        }
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

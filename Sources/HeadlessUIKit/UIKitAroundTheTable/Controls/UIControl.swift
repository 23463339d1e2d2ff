import Foundation

/// The base of controls: state (enabled, selected, highlighted) and the actions run for
/// control events.
///
/// Headless: a test makes the user's touches with ``simulateTap()``, or sends events with
/// ``sendActions(for:)``. `UIAction`s (``addAction(_:for:)``, `init(frame:primaryAction:)`) run.
/// Target–action pairs (``addTarget(_:action:for:)``) are recorded but cannot be invoked: Linux
/// has no Objective-C runtime to call a method from its ``Selector``. When their events are sent,
/// the pair is appended to ``headlessUndeliveredActions`` instead. The edit that works on both
/// platforms is to register a `UIAction` instead:
///
/// ```swift
/// // UIKit only: button.addTarget(self, action: #selector(buy), for: .touchUpInside)
/// button.addAction(UIAction { [weak self] _ in self?.buy() }, for: .touchUpInside)
/// ```
@preconcurrency @MainActor
open class UIControl: UIView {
    /// One registration: an action or a target–action pair, for some events.
    fileprivate enum Handler {
        case action(UIAction)
        case targetAction(target: TargetReference, action: Selector)
    }

    fileprivate struct Registration {
        var handler: Handler
        var events: Event
    }

    private var registrations: [Registration] = []
    /// The events being sent by ``sendActions(for:)``, for the target–action pairs it dispatches
    /// through ``sendAction(_:to:for:)``.
    private var eventsBeingSent: Event = []
    /// The touch event of the simulated touch in progress, handed to ``sendAction(_:to:for:)``.
    var touchEventBeingSent: UIEvent?

    /// The target–action pairs that events were sent to but that HeadlessUIKit cannot invoke, in
    /// the order they would have been called (HeadlessUIKit-only).
    public private(set) var headlessUndeliveredActions: [HeadlessTargetAction] = []

    /// Creates a control with the given frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control whose primary action runs for ``Event/primaryActionTriggered``.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - primaryAction: The action, or `nil`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: - State

    /// Whether the control responds to touches; a disabled control ignores simulated taps.
    open var isEnabled: Bool = true {
        didSet { stateDidChange() }
    }

    /// Whether the control is selected.
    open var isSelected: Bool = false {
        didSet { stateDidChange() }
    }

    /// Whether the control is highlighted (a touch is down in it).
    open var isHighlighted: Bool = false {
        didSet { stateDidChange() }
    }

    /// The control's state, derived from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// How content lines up vertically.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// How content lines up horizontally.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center

    /// ``contentHorizontalAlignment`` with `.leading` and `.trailing` resolved to `.left` or
    /// `.right` for the control's layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case .center, .left, .right, .fill: return contentHorizontalAlignment
        }
    }

    /// Whether a tap shows the control's menu (a `UIButton`'s `menu`) instead of sending the
    /// primary action; `false` by default.
    open var showsMenuAsPrimaryAction: Bool = false

    /// Whether a touch is being tracked: from ``beginTracking(_:with:)`` answering `true` until
    /// ``endTracking(_:with:)`` or ``cancelTracking(with:)``. Headless: only during a simulated
    /// touch (``simulateTap()`` and the value controls' simulations).
    open var isTracking: Bool { touchTracking.isTracking }
    /// Whether the touch being tracked is inside the control. Headless: `true` during a simulated
    /// touch, which stays on the control's center.
    open var isTouchInside: Bool { touchTracking.isTouchInside }

    /// Where a simulated touch stands: set by the touch, and `isTracking` cleared by
    /// ``endTracking(_:with:)`` and ``cancelTracking(with:)``.
    var touchTracking: (isTracking: Bool, isTouchInside: Bool) = (false, false)

    /// Called when a touch begins in the control; the answer decides whether it is tracked
    /// (``isTracking``). Subclasses set up what the touch changes.
    ///
    /// - Parameters:
    ///   - touch: The touch.
    ///   - event: The touch's event.
    /// - Returns: `true` to track the touch; the default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// Called as a tracked touch moves; the answer decides whether tracking goes on. Headless:
    /// simulated touches do not move, so it is not called.
    ///
    /// - Parameters:
    ///   - touch: The touch.
    ///   - event: The touch's event.
    /// - Returns: `true` to keep tracking the touch; the default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// Called when a tracked touch ends; subclasses clean up and call `super`, which ends
    /// ``isTracking``.
    ///
    /// - Parameters:
    ///   - touch: The touch, or `nil`.
    ///   - event: The touch's event.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        touchTracking.isTracking = false
    }

    /// Called when the system cancels a tracked touch; subclasses undo what it changed and call
    /// `super`, which ends ``isTracking``. Headless: simulated touches are never cancelled.
    ///
    /// - Parameter event: The event that cancelled the touch.
    open func cancelTracking(with event: UIEvent?) {
        touchTracking.isTracking = false
    }

    /// Called after ``isEnabled``, ``isSelected`` or ``isHighlighted`` changed; subclasses update
    /// what they show.
    func stateDidChange() {}

    // MARK: - Registering actions

    /// Runs an action for events. Actions are unique by identifier, as in UIKit: adding an action
    /// whose identifier is already registered replaces that action and adds the events (so the
    /// same action can run for several events).
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.handler.action?.identifier == action.identifier }) {
            registrations[index].handler = .action(action)
            registrations[index].events.formUnion(controlEvents)
        } else {
            registrations.append(Registration(handler: .action(action), events: controlEvents))
        }
    }

    /// Stops running an action for events.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events to stop running it for.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeEvents(controlEvents) { $0.action === action }
    }

    /// Stops running the action with an identifier for events.
    ///
    /// - Parameters:
    ///   - actionIdentifier: The action's identifier.
    ///   - controlEvents: The events to stop running it for.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeEvents(controlEvents) { $0.action?.identifier == actionIdentifier }
    }

    /// Records a target and a method to call for events.
    ///
    /// Headless: the pair is kept (``allTargets``, ``actions(forTarget:forControlEvent:)``) but
    /// cannot be invoked; sending its events appends it to ``headlessUndeliveredActions``. Use
    /// ``addAction(_:for:)`` for behaviour that must run in tests.
    /// - Parameters:
    ///   - target: The object to call, held weakly as in UIKit; `nil` means the responder chain.
    ///   - action: The method's selector.
    ///   - controlEvents: The events.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let reference = TargetReference(target)
        if let index = registrations.firstIndex(where: { $0.handler.matches(reference, action) }) {
            registrations[index].events.formUnion(controlEvents)
        } else {
            registrations.append(Registration(handler: .targetAction(target: reference, action: action), events: controlEvents))
        }
    }

    /// Removes target–action pairs for events.
    ///
    /// - Parameters:
    ///   - target: The target; `nil` matches every target.
    ///   - action: The selector; `nil` matches every selector.
    ///   - controlEvents: The events to remove the pairs for.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let reference = target.map { TargetReference($0) }
        removeEvents(controlEvents) { handler in
            guard case let .targetAction(registered, registeredAction) = handler else { return false }
            return (reference == nil || registered.isSame(as: reference!)) && (action == nil || registeredAction == action)
        }
    }

    /// The targets of the target–action pairs: each live target (an `NSObject` as itself,
    /// another object as its `ObjectIdentifier`), and `NSNull()` for a `nil` target.
    /// `UIAction`s are not targets.
    open var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for registration in registrations {
            guard case let .targetAction(reference, _) = registration.handler, let key = reference.hashableKey else { continue }
            targets.insert(key)
        }
        return targets
    }

    /// Every event some action or target–action pair is registered for.
    open var allControlEvents: Event {
        registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The selector names registered for a target and an event.
    ///
    /// - Parameters:
    ///   - target: The target; `nil` for pairs added with a `nil` target.
    ///   - controlEvent: The event.
    /// - Returns: The names, such as `["buyTapped:"]`, or `nil` when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let reference = TargetReference(target)
        let names = registrations.compactMap { registration -> String? in
            guard registration.events.contains(controlEvent), case let .targetAction(registered, action) = registration.handler,
                registered.isSame(as: reference)
            else { return nil }
            return action.name
        }
        return names.isEmpty ? nil : names
    }

    // MARK: - Sending actions

    /// Runs everything registered for any of the events, in registration order: each `UIAction`
    /// through ``sendAction(_:)``, with this control as its `sender`; each target–action pair
    /// through ``sendAction(_:to:for:)``, with the touch's event during a simulated touch and
    /// `nil` otherwise.
    ///
    /// - Parameter controlEvents: The events.
    open func sendActions(for controlEvents: Event) {
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            switch registration.handler {
            case let .action(action):
                sendAction(action)
            case let .targetAction(reference, selector):
                let outerEvents = eventsBeingSent
                eventsBeingSent = registration.events.intersection(controlEvents)
                defer { eventsBeingSent = outerEvents }
                sendAction(selector, to: reference.object, for: touchEventBeingSent)
            }
        }
    }

    /// Calls an action method on a target, or on the responder chain for a `nil` target; the
    /// control calls it for each target–action pair of the events it sends. Subclasses override it
    /// to observe actions, and call `super` to let each one through.
    ///
    /// Headless: Linux cannot call a method from its ``Selector``, so the pair is appended to
    /// ``headlessUndeliveredActions``, with the events ``sendActions(for:)`` is sending (none when
    /// this method is called directly).
    /// - Parameters:
    ///   - action: The action method's selector.
    ///   - target: The object to call, or `nil` for the responder chain.
    ///   - event: The event that triggered the action, or `nil`.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        headlessUndeliveredActions.append(HeadlessTargetAction(target: target.map { $0 as AnyObject }, action: action, controlEvents: eventsBeingSent))
    }

    /// Runs an action with this control as its sender.
    ///
    /// - Parameter action: The action.
    open func sendAction(_ action: UIAction) {
        action.performWithSender(self, target: nil)
    }

    /// Runs the control's primary action: the actions registered for
    /// ``Event/primaryActionTriggered``.
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    private func removeEvents(_ controlEvents: Event, where matches: (Handler) -> Bool) {
        for index in registrations.indices.reversed() where matches(registrations[index].handler) {
            registrations[index].events.subtract(controlEvents)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    // MARK: - Simulated touches

    /// The events a completed tap sends after `touchUpInside`; subclasses add their own.
    func headlessTapCompleted() {
        sendActions(for: .primaryActionTriggered)
    }
}

extension UIControl.Handler {
    var action: UIAction? {
        if case let .action(action) = self { return action }
        return nil
    }

    func matches(_ target: TargetReference, _ selector: Selector) -> Bool {
        guard case let .targetAction(registered, action) = self else { return false }
        return action == selector && registered.isSame(as: target)
    }
}

// In UIKit this is a Swift overlay method, not an Objective-C one: subclasses cannot override it.
public extension UIControl {
    /// Calls `iterator` with each action and each target–action pair registered, in registration
    /// order, with the events it runs for; setting the `inout` flag to `true` stops the
    /// iteration.
    ///
    /// - Parameter iterator: Called with the action (or `nil`), the target and selector (or
    ///   `nil`), the events, and the stop flag.
    func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, Event, inout Bool) -> Void) {
        var stop = false
        for registration in registrations {
            switch registration.handler {
            case .action(let action):
                iterator(action, nil, registration.events, &stop)
            case .targetAction(let target, let selector):
                iterator(nil, (target.object, selector), registration.events, &stop)
            }
            if stop { return }
        }
    }
}

import Foundation

/// A control that starts refreshing a scroll view's content when the user pulls it down.
///
/// Assign it to a scroll view's `refreshControl` and add an action for `.valueChanged`; a pull
/// (``UIScrollView/simulatePullToRefresh()`` in tests) starts refreshing and sends the event, and
/// the app calls ``endRefreshing()`` when its data is loaded:
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
///
/// Headless: UIKit's `UIRefreshControl` is a `UIControl`. Until HeadlessUIKit's `UIControl`
/// lands on this branch, it is a `UIView` with its own event handling: the `Event` type and the
/// action methods below follow `UIControl`'s declarations and move there then. Target–action
/// pairs are recorded, not invoked (no Objective-C runtime); use `UIAction`s for behaviour.
@preconcurrency @MainActor
open class UIRefreshControl: UIView {
    private var refreshing = false
    private var actionRegistrations: [(action: UIAction, events: Event)] = []
    private var targetRegistrations: [(target: AnyObject?, action: Selector, events: Event)] = []

    /// Creates a refresh control that is not refreshing.
    public init() {
        super.init(frame: .zero)
    }

    /// Creates a refresh control from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Refreshing

    /// Whether a refresh is in progress.
    open var isRefreshing: Bool { refreshing }

    /// The title shown under the spinner.
    open var attributedTitle: NSAttributedString?

    /// Shows the control as refreshing, for a refresh the app started itself. Sends no event.
    open func beginRefreshing() {
        refreshing = true
    }

    /// Ends the refresh in progress.
    open func endRefreshing() {
        refreshing = false
    }

    /// Starts a refresh the way a user's pull does: refreshing, then `.valueChanged`.
    func startRefreshingFromPull() {
        refreshing = true
        sendActions(for: .valueChanged)
    }

    // MARK: - Events (UIControl's, until UIControl lands here)

    /// Kinds of control events; the subset of `UIControl.Event` a refresh control sends.
    public struct Event: OptionSet, Sendable {
        /// The raw bits, as UIKit's.
        public let rawValue: UInt

        /// Creates events from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The control's value changed: for a refresh control, a refresh started from a pull.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control responds to the user; a disabled refresh control ignores pulls.
    open var isEnabled: Bool = true

    /// Adds an action run when one of the events is sent; as in UIKit, it replaces an action
    /// added before with the same identifier.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events that run it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actionRegistrations.removeAll { $0.action.identifier == action.identifier }
        actionRegistrations.append((action, controlEvents))
    }

    /// Stops running an action for the events.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events it no longer runs for.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actionRegistrations = actionRegistrations.compactMap { registration in
            guard registration.action === action else { return registration }
            let remaining = registration.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (action, remaining)
        }
    }

    /// Records a target–action pair for the events. Headless: the method is not called when the
    /// event is sent (there is no Objective-C runtime); read the pair back with
    /// ``actions(forTarget:forControlEvent:)``.
    ///
    /// - Parameters:
    ///   - target: The object whose method UIKit calls.
    ///   - action: The method.
    ///   - controlEvents: The events.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetRegistrations.append((target.map { $0 as AnyObject }, action, controlEvents))
    }

    /// The action names recorded for a target and event.
    ///
    /// - Parameters:
    ///   - target: The target; `nil` for pairs added without one.
    ///   - controlEvent: The event.
    /// - Returns: The selectors' names, or `nil` when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetRegistrations
            .filter { $0.target === object && !$0.events.isDisjoint(with: controlEvent) }
            .map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Runs the actions registered for the events, in registration order.
    ///
    /// - Parameter controlEvents: The events to send.
    open func sendActions(for controlEvents: Event) {
        for registration in actionRegistrations where !registration.events.isDisjoint(with: controlEvents) {
            registration.action.performWithSender(self, target: nil)
        }
    }
}

import Foundation

/// An event sent to responders: touches, motion (a shake) or presses.
///
/// Headless: events are created by HeadlessUIKit's simulations (`UIWindow.simulateTouch(at:)`,
/// `UIWindow.simulateShake()`) or by a test with ``init(headlessType:subtype:touches:)``.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    private let storedType: EventType
    private let storedSubtype: EventSubtype
    private let storedTouches: Set<UITouch>
    private let storedTimestamp: TimeInterval

    /// Creates an event (HeadlessUIKit-only: UIKit's events come from the system).
    ///
    /// - Parameters:
    ///   - type: The kind of event.
    ///   - subtype: For motion events, which motion.
    ///   - touches: For touch events, the touches.
    public init(headlessType type: EventType, subtype: EventSubtype = .none, touches: Set<UITouch> = []) {
        storedType = type
        storedSubtype = subtype
        storedTouches = touches
        storedTimestamp = ProcessInfo.processInfo.systemUptime
        super.init()
    }

    /// The kind of event.
    open var type: EventType { storedType }
    /// Which motion or remote-control command, for those events; `.none` otherwise.
    open var subtype: EventSubtype { storedSubtype }
    /// When the event happened, in seconds since system start.
    open var timestamp: TimeInterval { storedTimestamp }
    /// The modifier keys held during the event. Headless: simulated events hold none.
    open var modifierFlags: UIKeyModifierFlags { [] }
    /// The pointer buttons pressed during the event. Headless: simulated events press none.
    open var buttonMask: ButtonMask { [] }
    /// The event's touches; `nil` for events that are not touch events.
    open var allTouches: Set<UITouch>? { storedType == .touches ? storedTouches : nil }

    /// The touches of the event that are in a window.
    ///
    /// - Parameter window: The window.
    /// - Returns: The touches.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches?.filter { $0.window === window }
    }

    /// The touches of the event delivered to a view.
    ///
    /// - Parameter view: The view.
    /// - Returns: The touches.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }

    /// The touches of the event a gesture recognizer receives: those delivered to its view or to
    /// a view inside it.
    ///
    /// - Parameter gesture: The recognizer.
    /// - Returns: The touches.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        guard let recognizerView = gesture.view else { return allTouches.map { _ in [] } }
        return allTouches?.filter { $0.view?.isDescendant(of: recognizerView) ?? false }
    }
}

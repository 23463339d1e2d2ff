import Foundation

/// A press of a physical button (a remote's, a game controller's) or key, passed to
/// `pressesBegan(_:with:)` and the other press methods.
///
/// Headless: no hardware sends presses; a test creates them with
/// ``init(headlessType:phase:responder:)``. Keyboard keys (`key`) are not modelled.
@preconcurrency @MainActor
open class UIPress: NSObject {
    private let storedType: PressType
    private let storedPhase: Phase
    private weak var storedResponder: UIResponder?
    private let storedTimestamp: TimeInterval

    /// Creates a press (HeadlessUIKit-only: UIKit's presses come from hardware).
    ///
    /// - Parameters:
    ///   - type: The button pressed.
    ///   - phase: The press's phase.
    ///   - responder: The responder the press is delivered to.
    public init(headlessType type: PressType, phase: Phase = .began, responder: UIResponder?) {
        storedType = type
        storedPhase = phase
        storedResponder = responder
        storedTimestamp = ProcessInfo.processInfo.systemUptime
        super.init()
    }

    /// When the press began or last changed, in seconds since system start.
    open var timestamp: TimeInterval { storedTimestamp }
    /// The press's phase.
    open var phase: Phase { storedPhase }
    /// The button pressed.
    open var type: PressType { storedType }
    /// The window of the responder the press is delivered to.
    open var window: UIWindow? { (storedResponder as? UIView)?.window ?? (storedResponder as? UIViewController)?.viewIfLoaded?.window }
    /// The responder the press is delivered to.
    open var responder: UIResponder? { storedResponder }
    /// The force of the press: 0 for a button that is not pressure-sensitive, as here.
    open var force: CGFloat { 0 }

    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        /// The button was pressed.
        case began = 0
        /// The press's force changed.
        case changed = 1
        /// The button is held and nothing changed.
        case stationary = 2
        /// The button was released.
        case ended = 3
        /// The system cancelled the press.
        case cancelled = 4
    }

    /// The buttons of a remote or game controller.
    public enum PressType: Int, Sendable {
        /// The up arrow.
        case upArrow = 0
        /// The down arrow.
        case downArrow = 1
        /// The left arrow.
        case leftArrow = 2
        /// The right arrow.
        case rightArrow = 3
        /// The select button.
        case select = 4
        /// The menu button.
        case menu = 5
        /// The play/pause button.
        case playPause = 6
    }
}

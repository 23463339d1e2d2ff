/// An event carrying presses of physical buttons.
///
/// Headless: created by a test with ``init(headlessPresses:)``.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    private let storedPresses: Set<UIPress>

    /// Creates a presses event (HeadlessUIKit-only).
    ///
    /// - Parameter presses: The presses.
    public init(headlessPresses presses: Set<UIPress>) {
        storedPresses = presses
        super.init(headlessType: .presses)
    }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { storedPresses }

    /// The presses a gesture recognizer receives: those delivered to its view.
    ///
    /// - Parameter gesture: The recognizer.
    /// - Returns: The presses.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        storedPresses.filter { $0.responder != nil && $0.responder === gesture.view }
    }
}

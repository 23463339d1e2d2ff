extension UIControl {
    /// Whether a finger can touch the control: enabled, and reachable (``UIView/isReachableByTouch``).
    var acceptsHeadlessTouches: Bool {
        isEnabled && isReachableByTouch
    }

    /// A touch that may change the control's value, as a finger makes it: the touch of
    /// ``simulateTap()`` (tracking, ``Event/touchDown`` … ``Event/touchUpInside``), during which
    /// `change` runs and, when it reports a change, ``Event/valueChanged`` is sent.
    ///
    /// - Parameter change: Changes the value; returns whether it changed.
    /// - Returns: Whether the touch happened.
    @discardableResult
    func simulateValueTouch(_ change: () -> Bool) -> Bool {
        simulateTouch {
            if change() { sendActions(for: .valueChanged) }
        }
    }
}

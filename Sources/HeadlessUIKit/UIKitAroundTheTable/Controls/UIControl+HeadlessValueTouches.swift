extension UIControl {
    /// Whether a finger can touch the control: enabled, and reachable (``UIView/isReachableByTouch``).
    var acceptsHeadlessTouches: Bool {
        isEnabled && isReachableByTouch
    }

    /// A touch that may change the control's value, as a finger makes it: when the control
    /// accepts touches, it is highlighted and sends ``Event/touchDown``; `change` runs and, when
    /// it reports a change, ``Event/valueChanged`` is sent; the control is unhighlighted and sends
    /// ``Event/touchUpInside``.
    ///
    /// - Parameter change: Changes the value; returns whether it changed.
    /// - Returns: Whether the touch happened.
    @discardableResult
    func simulateValueTouch(_ change: () -> Bool) -> Bool {
        guard acceptsHeadlessTouches else { return false }
        isHighlighted = true
        sendActions(for: .touchDown)
        if change() { sendActions(for: .valueChanged) }
        isHighlighted = false
        sendActions(for: .touchUpInside)
        return true
    }
}

extension UIControl {
    /// Taps the control as a finger would (HeadlessUIKit-only).
    ///
    /// When the control is enabled and it and every superview are visible (not hidden, an alpha of
    /// at least 0.01) and take touches, it is highlighted and sends
    /// ``Event/touchDown``, then is unhighlighted and sends ``Event/touchUpInside``, then what
    /// the control's tap means: ``Event/primaryActionTriggered`` for buttons; a switch flips
    /// ``UISwitch/isOn`` and sends ``Event/valueChanged`` then ``Event/primaryActionTriggered``.
    /// Otherwise nothing happens, as for a real touch. The event order is HeadlessUIKit's; it
    /// has not been checked against a device.
    public func simulateTap() {
        guard acceptsHeadlessTouches else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        sendActions(for: .touchUpInside)
        headlessTapCompleted()
    }
}

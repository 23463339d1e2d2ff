extension UIControl {
    /// Taps the control as a finger would (HeadlessUIKit-only).
    ///
    /// When the control is enabled and it and every superview are visible (not hidden, an alpha of
    /// at least 0.01) and take touches, a touch on its center goes through
    /// ``beginTracking(_:with:)``, the control is highlighted and sends ``Event/touchDown``, then
    /// is unhighlighted, ends tracking (``endTracking(_:with:)``, when it tracked the touch) and
    /// sends ``Event/touchUpInside``, then what the control's tap means:
    /// ``Event/primaryActionTriggered`` for buttons; a switch flips ``UISwitch/isOn`` and sends
    /// ``Event/valueChanged`` then ``Event/primaryActionTriggered``. Otherwise nothing happens, as
    /// for a real touch. The order of the calls and events is HeadlessUIKit's; it has not been
    /// checked against a device.
    public func simulateTap() {
        guard simulateTouch(during: {}) else { return }
        headlessTapCompleted()
    }

    /// A finger's touch on the control's center, as ``simulateTap()`` describes it, with `body`
    /// run between ``Event/touchDown`` and the touch's end.
    ///
    /// - Parameter body: What the touch does while it is down.
    /// - Returns: Whether the control took the touch.
    @discardableResult
    func simulateTouch(during body: () -> Void) -> Bool {
        guard acceptsHeadlessTouches else { return false }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let began = UITouch(headlessLocation: center, in: self, phase: .began)
        let event = UIEvent(headlessType: .touches, touches: [began])
        touchEventBeingSent = event
        defer {
            touchEventBeingSent = nil
            touchTracking = (false, false)
        }
        touchTracking = (false, true)
        touchTracking.isTracking = beginTracking(began, with: event)
        isHighlighted = true
        sendActions(for: .touchDown)
        body()
        isHighlighted = false
        if isTracking {
            endTracking(UITouch(headlessLocation: center, in: self, phase: .ended), with: event)
        }
        sendActions(for: .touchUpInside)
        return true
    }
}

import Foundation

/// The object that decides whether a gesture recognizer may begin and how it combines with
/// others. Every method is optional: the defaults answer as UIKit does without a delegate.
///
/// Headless: simulations (`simulateRecognition(at:states:)`) ask the `shouldReceive` methods for
/// the touch event and the touch, then ``gestureRecognizerShouldBegin(_:)``; the others are
/// declared so delegate code compiles.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the recognizer may begin (leave `.possible`).
    ///
    /// - Parameter gestureRecognizer: The recognizer.
    /// - Returns: `false` to make it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether two recognizers may recognize at the same time.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The delegate's recognizer.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: `true` to allow both.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Whether the recognizer waits for another to fail.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The delegate's recognizer.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: `true` to wait.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Whether another recognizer waits for this one to fail.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The delegate's recognizer.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: `true` to make the other wait.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Whether the recognizer receives a touch.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - touch: The touch.
    /// - Returns: `false` to hide the touch from it.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool

    /// Whether the recognizer receives a press.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - press: The press.
    /// - Returns: `false` to hide the press from it.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool

    /// Whether the recognizer receives an event of touches or presses; asked once, before the
    /// touch or press variants.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - event: The event.
    /// - Returns: `false` to hide the event from it.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Answers `true`.
    ///
    /// - Parameter gestureRecognizer: The recognizer.
    /// - Returns: `true`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// Answers `false`.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The delegate's recognizer.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }

    /// Answers `false`.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The delegate's recognizer.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }

    /// Answers `false`.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The delegate's recognizer.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        false
    }

    /// Answers `true`.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - touch: The touch.
    /// - Returns: `true`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }

    /// Answers `true`.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - press: The press.
    /// - Returns: `true`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        true
    }

    /// Answers `true`.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - event: The event.
    /// - Returns: `true`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        true
    }
}

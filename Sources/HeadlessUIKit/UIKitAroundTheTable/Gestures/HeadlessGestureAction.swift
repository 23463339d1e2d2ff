/// A target–action pair a gesture recognizer sent its action to, which HeadlessUIKit could not
/// call (HeadlessUIKit-only): Linux has no Objective-C runtime to call a method from a
/// ``Selector``.
public struct HeadlessGestureAction {
    /// The target, if it is still alive.
    public weak var target: AnyObject?
    /// The method that would have been called.
    public let action: Selector
    /// The recognizer's state when it sent the action.
    public let state: UIGestureRecognizer.State
}

import Foundation

/// Recognizes a drag that starts at an edge of the screen: a pan recognizer limited to the
/// ``edges`` it may start from.
///
/// Headless: simulated with ``UIPanGestureRecognizer/simulatePan(translation:velocity:at:)``;
/// the start point is not checked against ``edges``, and a recognizer with no edges still
/// recognizes, although on a device it never would: set ``edges`` as the app does on iOS.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the drag may start from, in the interface's current orientation; none until set.
    open var edges: UIRectEdge = []
}

import Foundation

/// A rectangular area in a view hierarchy. Headless: nothing is drawn.
@MainActor
open class UIView: UIResponder {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }
}

import Foundation

/// A rectangular area in a view hierarchy. Headless: nothing is drawn; geometry, hierarchy,
/// window membership and layout passes behave as in UIKit.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: - Stored state

    private var frameOrigin: CGPoint
    private weak var storedSuperview: UIView?
    private var storedSubviews: [UIView] = []
    private var needsLayout = true

    // MARK: - Lifecycle

    /// Creates a view with the given frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public init(frame: CGRect) {
        frameOrigin = frame.origin
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view from an archive. Headless: nothing is decoded; the view has a zero frame.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        frameOrigin = .zero
        bounds = .zero
        super.init()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: - Geometry

    /// The view's frame in its superview's coordinates.
    open var frame: CGRect {
        get { CGRect(origin: frameOrigin, size: bounds.size) }
        set {
            frameOrigin = newValue.origin
            bounds.size = newValue.size
        }
    }

    /// The view's own coordinate space: its origin is what scroll views scroll.
    open var bounds: CGRect {
        didSet { boundsDidChange(from: oldValue) }
    }

    /// How the view resizes when its superview's bounds change size.
    open var autoresizingMask: AutoresizingMask = []

    /// Options for resizing a view with its superview.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width follows the superview's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height follows the superview's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // MARK: - Appearance

    /// Whether the view is hidden.
    open var isHidden: Bool = false
    /// An integer that identifies the view.
    open var tag: Int = 0
    /// The view's background color.
    open var backgroundColor: UIColor?
    /// The view's opacity.
    open var alpha: CGFloat = 1
    /// Whether the view receives touches.
    open var isUserInteractionEnabled: Bool = true
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool = false

    // MARK: - Hierarchy

    /// The view that contains this one, if any.
    open var superview: UIView? { storedSuperview }

    /// The views this one contains, back to front.
    open var subviews: [UIView] { storedSubviews }

    /// The window this view is in: the window its superview chain reaches, if any.
    ///
    /// - Complexity: O(depth of the view in its hierarchy).
    open var window: UIWindow? { storedSuperview?.window }

    /// Adds a view on top of the subviews, removing it from its previous superview first.
    ///
    /// - Parameter view: The view to add.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts a view among the subviews.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: Its position, 0 being the back.
    open func insertSubview(_ view: UIView, at index: Int) {
        if view.storedSuperview === self, let current = indexOfSubview(view) {
            storedSubviews.remove(at: current)
            storedSubviews.insert(view, at: min(index, storedSubviews.count))
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.storedSuperview = self
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Removes the view from its superview, if it has one.
    open func removeFromSuperview() {
        guard storedSuperview != nil else { return }
        let leavesWindow = window != nil
        willMove(toSuperview: nil)
        if leavesWindow { propagateWillMove(toWindow: nil) }
        detachFromSuperview()
        didMoveToSuperview()
        if leavesWindow { propagateDidMoveToWindow() }
    }

    /// Whether the view is `view` or one of its descendants.
    ///
    /// - Parameter view: The candidate ancestor.
    /// - Returns: `true` when `view` is this view or an ancestor of it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The first view in this subtree (this view included) whose tag matches.
    ///
    /// - Parameter tag: The tag to find.
    /// - Returns: The view, or `nil`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    /// Called before the view moves to a new superview (`nil` when removed).
    ///
    /// - Parameter newSuperview: The new superview.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview or was removed.
    open func didMoveToSuperview() {}
    /// Called before the view enters or leaves a window.
    ///
    /// - Parameter newWindow: The window it enters, or `nil`.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view entered or left a window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    ///
    /// - Parameter subview: The added view.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    ///
    /// - Parameter subview: The view being removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: - Layout

    /// Marks the view as needing a layout pass at the next ``layoutIfNeeded()``.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs pending layout passes now, for this view and then its subviews.
    ///
    /// Headless: there is no run loop, so nothing is laid out until this is called (or a table
    /// view lays itself out after a reload or scroll).
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in storedSubviews {
            subview.layoutIfNeeded()
        }
    }

    /// Lays out subviews. The default does nothing; subclasses override it.
    open func layoutSubviews() {}

    // MARK: - Private

    private func detachFromSuperview() {
        guard let parent = storedSuperview else { return }
        parent.willRemoveSubview(self)
        if let index = parent.indexOfSubview(self) { parent.storedSubviews.remove(at: index) }
        storedSuperview = nil
    }

    /// The position of `view` among the subviews. A plain loop: this runs for every cell a table
    /// shows or hides, and a closure would cost an isolation check per subview.
    ///
    /// - Complexity: O(subviews).
    private func indexOfSubview(_ view: UIView) -> Int? {
        var index = 0
        while index < storedSubviews.count {
            if storedSubviews[index] === view { return index }
            index += 1
        }
        return nil
    }

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in storedSubviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        for subview in storedSubviews { subview.propagateDidMoveToWindow() }
    }

    private func boundsDidChange(from oldValue: CGRect) {
        guard oldValue.size != bounds.size else { return }
        let widthDelta = bounds.width - oldValue.width
        let heightDelta = bounds.height - oldValue.height
        for subview in storedSubviews where !subview.autoresizingMask.isEmpty {
            var frame = subview.frame
            if subview.autoresizingMask.contains(.flexibleWidth) { frame.size.width += widthDelta }
            if subview.autoresizingMask.contains(.flexibleHeight) { frame.size.height += heightDelta }
            subview.frame = frame
        }
        setNeedsLayout()
    }
}

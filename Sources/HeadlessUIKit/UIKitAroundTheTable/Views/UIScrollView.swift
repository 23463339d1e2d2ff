import Foundation

/// A view whose content can be scrolled.
///
/// Headless: scrolling is setting ``contentOffset`` (the bounds' origin, as in UIKit); there are
/// no gestures, deceleration or animations. A pull to refresh is simulated with
/// ``simulatePullToRefresh()``.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The object told about scrolling.
    ///
    /// `UITableView` refines it as `UITableViewDelegate?`, as UIKit does: both spellings read and
    /// write the same object. Scroll-view delegate methods a delegate does not implement are not
    /// called.
    @_disfavoredOverload
    open weak var delegate: UIScrollViewDelegate? {
        didSet { delegateDidChange() }
    }

    /// The refresh control shown above the content; setting it adds the control as a subview,
    /// removing the previous one.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }

    private let scrollPanGestureRecognizer: UIPanGestureRecognizer
    private lazy var zoomPinchGestureRecognizer = UIPinchGestureRecognizer(target: nil, action: nil)

    /// Creates a scroll view, with its ``panGestureRecognizer`` attached.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: CGRect) {
        scrollPanGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
        super.init(frame: frame)
        addGestureRecognizer(scrollPanGestureRecognizer)
    }

    /// Creates a scroll view from an archive, with its ``panGestureRecognizer`` attached.
    /// Headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        scrollPanGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
        super.init(coder: coder)
        addGestureRecognizer(scrollPanGestureRecognizer)
    }

    /// The recognizer of the drags that scroll the content, attached to the scroll view. Apps
    /// set its delegate or make other recognizers wait for it. Headless: simulating it does not
    /// scroll; scrolling is setting ``contentOffset``.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPanGestureRecognizer }

    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero

    /// Extra space around the content; a change calls ``adjustedContentInsetDidChange()``.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
    }

    /// Called when ``adjustedContentInset`` changed; subclasses override it and call `super`.
    ///
    /// Headless: called when ``contentInset`` changes, and at the layout pass after the safe
    /// area's part changed; the delegate's `scrollViewDidChangeAdjustedContentInset(_:)` is not
    /// called.
    open func adjustedContentInsetDidChange() {}

    /// The guide whose edges are the content's: constrain content to its edges and the content
    /// size follows, as in UIKit. Its frame is ``contentSize`` at the origin.
    ///
    /// Headless: at each layout pass, after the subviews are placed, ``contentSize`` is set from
    /// the required `==` constraints between the guide's trailing, right or bottom edge, width or
    /// height and a subview or ``frameLayoutGuide``; constraints to its centres are not used.
    open var contentLayoutGuide: UILayoutGuide { scrollLayoutGuides.content }

    /// Places the constrained content, then sets ``contentSize`` from the constraints to
    /// ``contentLayoutGuide``'s far edges and size (see there).
    open override func layoutSubviews() {
        followSafeAreaAdjustment()
        super.layoutSubviews()
        if let guide = createdScrollLayoutGuides?.content, let size = contentSizeFromConstraints(of: guide), size != contentSize {
            contentSize = size
        }
    }

    /// The guide whose edges are the scroll view's own, whatever the scroll position: constrain
    /// content's width to its width for vertical-only scrolling.
    open var frameLayoutGuide: UILayoutGuide { scrollLayoutGuides.frame }

    private var createdScrollLayoutGuides: (content: UILayoutGuide, frame: UILayoutGuide)?

    /// The frame layout guide, if it was created.
    var createdFrameLayoutGuide: UILayoutGuide? { createdScrollLayoutGuides?.frame }

    private var scrollLayoutGuides: (content: UILayoutGuide, frame: UILayoutGuide) {
        if let createdScrollLayoutGuides { return createdScrollLayoutGuides }
        let guides = (
            content: UILayoutGuide(systemKind: .scrollContent, owningView: self),
            frame: UILayoutGuide(systemKind: .scrollFrame, owningView: self)
        )
        createdScrollLayoutGuides = guides
        return guides
    }

    /// When the table index shows (tvOS); ``IndexDisplayMode/automatic`` by default. Stored.
    open var indexDisplayMode: IndexDisplayMode = .automatic

    /// How the safe area adds to ``contentInset`` in ``adjustedContentInset``.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// The insets actually applied: ``contentInset`` plus, as
    /// ``contentInsetAdjustmentBehavior`` says, the safe area: vertically when the content
    /// scrolls vertically (or always bounces vertically, as tables do) or the scroll view is the
    /// view of a controller in a navigation or tab bar controller, horizontally when it scrolls
    /// horizontally (`automatic`); along the scrolling axes (`scrollableAxes`); on every edge
    /// (`always`); never (`never`).
    open var adjustedContentInset: UIEdgeInsets { contentInset.adding(safeAreaAdjustment) }

    /// The part of ``safeAreaInsets`` that ``adjustedContentInset`` adds.
    private var safeAreaAdjustment: UIEdgeInsets {
        let safeArea = safeAreaInsets
        guard safeArea != .zero else { return .zero }
        let scrollsVertically = alwaysBounceVertical || contentSize.height > bounds.height
        let scrollsHorizontally = alwaysBounceHorizontal || contentSize.width > bounds.width
        let vertically: Bool, horizontally: Bool
        switch contentInsetAdjustmentBehavior {
        case .automatic:
            let controller = traitOwningController
            vertically = scrollsVertically || controller?.navigationController != nil || controller?.tabBarController != nil
            horizontally = scrollsHorizontally
        case .scrollableAxes: (vertically, horizontally) = (scrollsVertically, scrollsHorizontally)
        case .never: (vertically, horizontally) = (false, false)
        case .always: (vertically, horizontally) = (true, true)
        }
        return UIEdgeInsets(
            top: vertically ? safeArea.top : 0,
            left: horizontally ? safeArea.left : 0,
            bottom: vertically ? safeArea.bottom : 0,
            right: horizontally ? safeArea.right : 0
        )
    }

    /// The safe area's part of the adjusted insets at the last layout pass.
    private var laidOutSafeAreaAdjustment: UIEdgeInsets = .zero

    /// At a layout pass after the safe area's part of the adjusted insets changed: keeps content
    /// scrolled to its top (or leading) edge there, as UIKit does when a bar appears, and
    /// tells ``adjustedContentInsetDidChange()``.
    private func followSafeAreaAdjustment() {
        let adjustment = safeAreaAdjustment
        let old = laidOutSafeAreaAdjustment
        guard adjustment != old else { return }
        laidOutSafeAreaAdjustment = adjustment
        var offset = contentOffset
        if offset.y == -(contentInset.top + old.top) { offset.y = -(contentInset.top + adjustment.top) }
        if offset.x == -(contentInset.left + old.left) { offset.x = -(contentInset.left + adjustment.left) }
        adjustedContentInsetDidChange()
        if offset != contentOffset { contentOffset = offset }
    }

    /// Whether the user can scroll.
    open var isScrollEnabled: Bool = true
    /// Whether the vertical scroll indicator is shown.
    open var showsVerticalScrollIndicator: Bool = true
    /// Whether the horizontal scroll indicator is shown.
    open var showsHorizontalScrollIndicator: Bool = true
    /// Whether vertical bouncing happens even when the content is shorter than the bounds;
    /// `false`, and `true` for tables, as in UIKit.
    open var alwaysBounceVertical: Bool = false
    /// Whether the user is touching the content; headless: `true` only while a simulated drag
    /// (`simulateDrag(to:velocity:)`) tells the delegate it began or is ending.
    open var isTracking: Bool { dragPhase == .dragging }
    /// Whether the user is dragging the content; headless: `true` only while a simulated drag
    /// tells the delegate it began or is ending.
    open var isDragging: Bool { dragPhase == .dragging }
    /// Whether the content is decelerating; headless: `true` only while a simulated drag's
    /// deceleration runs.
    open var isDecelerating: Bool { dragPhase == .decelerating }
    /// Where a simulated drag is.
    var dragPhase: HeadlessDragPhase = .idle
    /// Whether an animated scroll (`setContentOffset(_:animated:)`, a scroll to a row) is in
    /// progress (iOS 17.4). Headless: always `false`, since scrolls complete at once.
    @available(iOS 17.4, *)
    open var isScrollAnimating: Bool { false }
    /// Whether an animated zoom is in progress (iOS 17.4). Headless: always `false`.
    @available(iOS 17.4, *)
    open var isZoomAnimating: Bool { false }

    /// Stops scroll and zoom animations in progress, leaving the content where it is (UIKit
    /// moves it back to an edge it bounced past, or on to a page boundary) (iOS 17.4).
    ///
    /// Headless: nothing is ever animating (``isScrollAnimating`` and ``isZoomAnimating`` are
    /// `false`), so the content offset and zoom scale stay as they are and the delegate is told
    /// nothing.
    @available(iOS 17.4, *)
    open func stopScrollingAndZooming() {}

    /// Whether hardware-keyboard keys (arrows, Page Up and Down, Home, End) scroll the content
    /// when the scroll view has focus; `true` (iOS 17). Headless: stored only, as no hardware
    /// keyboard is simulated.
    @available(iOS 17.0, *)
    open var allowsKeyboardScrolling: Bool = true

    /// Where content smaller than the scroll view sits in it, as a point of the unit square:
    /// `(0, 0)` (the default) the top-left corner, `(0.5, 0.5)` the center (iOS 17.4).
    /// Headless: stored only; small content is not moved by it.
    @available(iOS 17.4, *)
    open var contentAlignmentPoint: CGPoint = .zero

    // MARK: - Scrolling behavior (stored; headless scrolling has no gestures)

    /// Whether the content bounces past its edges.
    open var bounces: Bool = true
    /// Whether the content bounces horizontally even when it is not wider than the bounds.
    open var alwaysBounceHorizontal: Bool = false
    /// Whether scrolling stops on multiples of the bounds.
    open var isPagingEnabled: Bool = false
    /// Whether scrolling is locked to one axis at a time.
    open var isDirectionalLockEnabled: Bool = false
    /// Whether a tap on the status bar scrolls to the top.
    open var scrollsToTop: Bool = true
    /// How dragging dismisses the keyboard. Headless: stored; dragging is not simulated.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The style of the scroll indicators.
    open var indicatorStyle: IndicatorStyle = .default
    /// How quickly scrolling decelerates after the user lifts the finger.
    open var decelerationRate: DecelerationRate = .normal
    /// Insets of the vertical scroll indicator.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of the horizontal scroll indicator.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of both scroll indicators: reading gives the vertical one's, setting sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the indicator insets follow the safe area.
    open var automaticallyAdjustsScrollIndicatorInsets: Bool = true
    /// Whether touches are delayed until the scroll view knows whether they start a scroll.
    open var delaysContentTouches: Bool = true
    /// Whether a drag cancels touches already delivered to the content.
    open var canCancelContentTouches: Bool = true

    /// Whether the scroll view delivers touches that begin in one of its content views to that
    /// view; subclasses override it to keep touches for scrolling. The default answers `true`.
    ///
    /// Headless: declared for subclasses and called by nothing, as simulated touches go to
    /// the table's rows directly.
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: The event they belong to.
    ///   - view: The content view they began in.
    /// - Returns: `true` to deliver them.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Whether a scroll can cancel the touches a content view is tracking. The default answers
    /// `true` unless the view is a `UIControl`, as UIKit documents.
    ///
    /// Headless: declared for subclasses and called by nothing (no simulated drag scrolls).
    /// - Parameter view: The view tracking the touches.
    /// - Returns: `true` to cancel them and scroll.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }
    /// The smallest zoom scale.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { attachPinchGestureRecognizerWhileZoomable() }
    }
    /// The largest zoom scale.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { attachPinchGestureRecognizerWhileZoomable() }
    }

    /// The recognizer of the pinches that zoom the content, attached to the scroll view while
    /// it can zoom (``maximumZoomScale`` above ``minimumZoomScale``); `nil` otherwise. Apps set
    /// its delegate or make other recognizers wait for it. Headless: simulating it does not zoom;
    /// zooming is setting ``zoomScale``.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        maximumZoomScale > minimumZoomScale ? zoomPinchGestureRecognizer : nil
    }

    /// Whether the zoom is springing back inside its limits; headless: always `false` (there
    /// are no pinches).
    open var isZoomBouncing: Bool { false }

    /// Attaches the pinch recognizer while the scroll view can zoom, and removes it otherwise.
    private func attachPinchGestureRecognizerWhileZoomable() {
        if let pinch = pinchGestureRecognizer {
            if pinch.view !== self { addGestureRecognizer(pinch) }
        } else if zoomPinchGestureRecognizer.view === self {
            removeGestureRecognizer(zoomPinchGestureRecognizer)
        }
    }
    /// The current zoom scale. Headless: stored; content is not scaled.
    open var zoomScale: CGFloat = 1

    /// Whether the user is zooming; headless: always `false` (there are no pinches).
    open var isZooming: Bool { false }

    /// Sets ``zoomScale``, clamped to ``minimumZoomScale`` … ``maximumZoomScale``.
    ///
    /// Headless: no view is scaled and the delegate is not asked for `viewForZooming(in:)` or
    /// told of the zoom; animation is ignored.
    /// - Parameters:
    ///   - scale: The scale.
    ///   - animated: Ignored.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    /// Zooms so that a rectangle of the content fills the bounds: ``zoomScale`` becomes the
    /// larger scale that fits it (clamped), and ``contentOffset`` its scaled origin.
    ///
    /// Headless: as ``setZoomScale(_:animated:)``; nothing is scaled.
    /// - Parameters:
    ///   - rect: The rectangle, in the content's unscaled coordinates.
    ///   - animated: Ignored.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
        contentOffset = CGPoint(x: rect.minX * zoomScale, y: rect.minY * zoomScale)
    }
    /// Whether zooming bounces past the scale limits.
    open var bouncesZoom: Bool = true

    /// Scrolls the least amount that makes `rect` (in content coordinates) visible; a rect
    /// larger than the bounds shows its top-left corner.
    ///
    /// - Parameters:
    ///   - rect: The area to show.
    ///   - animated: Whether UIKit would animate the scroll.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        func axis(_ origin: CGFloat, _ length: CGFloat, visibleOrigin: CGFloat, visibleLength: CGFloat) -> CGFloat {
            if origin < visibleOrigin || length > visibleLength { return origin }
            if origin + length > visibleOrigin + visibleLength { return origin + length - visibleLength }
            return visibleOrigin
        }
        offset.x = axis(rect.minX, rect.width, visibleOrigin: offset.x, visibleLength: bounds.width)
        offset.y = axis(rect.minY, rect.height, visibleOrigin: offset.y, visibleLength: bounds.height)
        setContentOffset(offsetWithinContent(offset), animated: animated)
    }

    /// `offset` moved into the range the content allows: from the content's top-left corner
    /// under the adjusted insets to its bottom-right corner above them.
    func offsetWithinContent(_ offset: CGPoint) -> CGPoint {
        let insets = adjustedContentInset
        let maximum = CGPoint(
            x: max(-insets.left, contentSize.width + insets.right - bounds.width),
            y: max(-insets.top, contentSize.height + insets.bottom - bounds.height))
        return CGPoint(x: min(max(offset.x, -insets.left), maximum.x), y: min(max(offset.y, -insets.top), maximum.y))
    }

    /// Shows the scroll indicators briefly; headless: nothing is drawn.
    open func flashScrollIndicators() {}

    /// The point of the content shown at the bounds' origin.
    ///
    /// Setting it scrolls immediately and the delegate is told `scrollViewDidScroll(_:)`; as in
    /// UIKit, a table displays the rows it scrolled to at its next layout pass.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to a content offset.
    ///
    /// Headless: the change is immediate; when `animated` the delegate is also told
    /// `scrollViewDidEndScrollingAnimation(_:)` afterwards, as at the end of UIKit's animation.
    /// - Parameters:
    ///   - contentOffset: The new offset.
    ///   - animated: Whether UIKit would animate the change.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset != bounds.origin else { return }
        bounds = CGRect(origin: contentOffset, size: bounds.size)
        didScroll(animated: animated)
    }

    /// Simulates the user pulling the content down to refresh (HeadlessUIKit-only).
    ///
    /// As a user's pull does, the ``refreshControl`` starts refreshing and sends `.valueChanged`
    /// to its actions; the app later calls `endRefreshing()`. Nothing happens when there is no
    /// refresh control, when it is disabled, or when it is already refreshing.
    /// - Returns: Whether a refresh started.
    @discardableResult
    public func simulatePullToRefresh() -> Bool {
        guard let refreshControl, refreshControl.isEnabled, !refreshControl.isRefreshing else { return false }
        refreshControl.startRefreshingFromPull()
        return true
    }

    /// Called after the content offset changed; subclasses update their content. The default
    /// tells the delegate `scrollViewDidScroll(_:)` and, after an animated scroll,
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    ///
    /// - Parameter animated: Whether the change stood for an animated scroll.
    func didScroll(animated: Bool) {
        delegate?.scrollViewDidScroll(self)
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Tells the delegate a `UIScrollViewDelegate` method; a table view asks only a delegate
    /// that implements it.
    ///
    /// - Parameters:
    ///   - method: The method, for a table's responds-to cache.
    ///   - body: The call.
    func tellScrollViewDelegate(_ method: HeadlessTableViewMethod, _ body: (UIScrollViewDelegate) -> Void) {
        delegate.map(body)
    }

    /// Called after ``delegate`` is assigned, through either spelling; subclasses reset what they
    /// learned about the previous delegate.
    func delegateDidChange() {}
}

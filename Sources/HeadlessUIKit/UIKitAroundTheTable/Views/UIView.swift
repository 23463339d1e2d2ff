import Foundation

/// A rectangular area in a view hierarchy. Headless: nothing is drawn; geometry, hierarchy,
/// window membership and layout passes behave as in UIKit. Auto Layout constraints place the
/// views they pin to their superview, its guides and their siblings, in the superview's layout
/// pass (see ``layoutSubviews()`` and `UIView+AutoLayout.swift`).
///
/// Every member UIKit declares `open` is declared `open` in the class, so subclasses override
/// it as in UIKit (Swift cannot override members declared in extensions); the helpers behind
/// them live in extensions by concern.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: - Stored state

    private var frameOrigin: CGPoint {
        didSet { layerFollowsGeometry() }
    }
    private weak var storedSuperview: UIView?
    private var storedSubviews: [UIView] = []
    private var needsLayout = true
    private(set) var explicitTintColor: UIColor?
    private var createdLayer: CALayer?
    private var storedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    private var storedSafeAreaInsets: UIEdgeInsets = .zero
    /// Auto Layout state (constraints, guides, priorities), created on first use so views that
    /// never use Auto Layout cost nothing for it.
    final var autoLayoutStorage: AutoLayoutStorage?
    /// The interactions added with `addInteraction(_:)`, in order.
    final var storedInteractions: [UIInteraction] = []
    /// The handlers registered with `registerForTraitChanges(_:handler:)`.
    final var traitChangeRegistrations = TraitChangeRegistrations()

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
            // Whole values, here and below: assigning part of an open property goes through its
            // modify coroutine, which allocates (one allocation per cell laid out). The size
            // first: a new size keeps the layer's position, which the new origin then moves.
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            frameOrigin = newValue.origin
        }
    }

    /// The view's own coordinate space: its origin is what scroll views scroll. A new size keeps
    /// the layer's position (the center, unless the anchor point moved), as in UIKit: the frame
    /// grows and shrinks around it.
    open var bounds: CGRect {
        didSet {
            if bounds.size != oldValue.size {
                let anchor = createdLayer?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5)
                frameOrigin = CGPoint(
                    x: frameOrigin.x - (bounds.width - oldValue.width) * anchor.x,
                    y: frameOrigin.y - (bounds.height - oldValue.height) * anchor.y)
            }
            layerFollowsGeometry()
            boundsDidChange(from: oldValue)
        }
    }

    /// The transform applied around the view's center, typically animated (a cell scaling down
    /// while highlighted): the affine part of the ``layer``'s `transform`, as in UIKit, so
    /// setting either shows in the other.
    ///
    /// Headless: ``frame`` ignores it (UIKit reports the transformed bounding box, and documents
    /// `frame` as undefined while the transform is not the identity).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The view's 3D transform: the ``layer``'s `transform`, as in UIKit.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// How the view resizes when its superview's bounds change size.
    open var autoresizingMask: AutoresizingMask = []

    /// Whether subviews resize by their ``autoresizingMask`` when the bounds change size; `true`.
    open var autoresizesSubviews: Bool = true

    /// Insets from the frame to the rectangle Auto Layout aligns (a shadow or badge drawn
    /// outside the content); `.zero`. Headless: the solver aligns frames, not these rectangles.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The rectangle Auto Layout aligns for a frame: the frame inset by ``alignmentRectInsets``.
    ///
    /// - Parameter frame: A frame for the view.
    /// - Returns: The alignment rectangle.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame whose alignment rectangle is the given one: the rectangle outset by
    /// ``alignmentRectInsets``.
    ///
    /// - Parameter alignmentRect: An alignment rectangle.
    /// - Returns: The frame.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The view whose baseline Auto Layout uses for the view's baselines: the view itself.
    ///
    /// - Returns: The view.
    @available(iOS, introduced: 6.0, deprecated: 9.0, message: "Override -viewForFirstBaselineLayout or -viewForLastBaselineLayout as appropriate, instead")
    open func forBaselineLayout() -> UIView {
        self
    }

    /// The view whose first baseline Auto Layout uses for the view's: the view itself; views
    /// that contain text in a subview override it.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline Auto Layout uses for the view's: the view itself; views that
    /// contain text in a subview override it.
    open var forLastBaselineLayout: UIView { self }

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
    /// The identifier that marks the view's state for state restoration; `nil` by default.
    /// Headless: stored (state is not restored).
    open var restorationIdentifier: String?
    /// The view's background color. Headless: not copied to ``layer``'s `backgroundColor`.
    open var backgroundColor: UIColor?
    /// Whether the view receives touches: when `false`, ``hitTest(_:with:)`` skips it and its
    /// subviews.
    open var isUserInteractionEnabled: Bool = true
    /// Whether the view is fully opaque, letting drawing skip what is behind it.
    open var isOpaque: Bool = true
    /// How the view's content fills its bounds.
    open var contentMode: ContentMode = .scaleToFill

    /// The view's opacity: the ``layer``'s `opacity`, as in UIKit.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether subviews are clipped to the bounds: the ``layer``'s `masksToBounds`, as in UIKit.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The Core Animation layer behind the view, created on first access, with the view as its
    /// delegate and the view's geometry (its bounds, and the frame its position and anchor point
    /// give), which moving either changes in the other.
    ///
    /// Headless: a ``CALayer`` that stores its values (corner radius, border, shadow…) and draws
    /// nothing.
    open var layer: CALayer {
        if let createdLayer { return createdLayer }
        let created = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
        created.hostView = self
        created.delegate = self
        created.followHostView(frame: CGRect(origin: frameOrigin, size: bounds.size), bounds: bounds)
        createdLayer = created
        return created
    }

    /// Gives the layer, once created, the view's new geometry.
    private func layerFollowsGeometry() {
        createdLayer?.followHostView(frame: CGRect(origin: frameOrigin, size: bounds.size), bounds: bounds)
    }

    /// Takes the geometry the view's layer was given (its frame and bounds).
    func followLayer(frame: CGRect, bounds: CGRect) {
        if self.bounds != bounds { self.bounds = bounds }
        if frameOrigin != frame.origin { frameOrigin = frame.origin }
    }

    /// The class of ``layer``: `CALayer`. Views that draw with a gradient or a shape override it
    /// to answer `CAGradientLayer.self` or `CAShapeLayer.self`; the view's layer is then of that
    /// class. A class that is not a `CALayer` subclass gives a plain `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// A view whose opaque pixels mask this view's content. Headless: stored only; nothing is
    /// drawn and hit-testing ignores it, as UIKit's does.
    open var mask: UIView?

    /// How ``tintColor`` is adjusted: `.automatic` by default. Headless: stored; ``tintColor``
    /// is never dimmed.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic

    /// The scale from points to the pixels of the view's content; the screen's scale (3).
    open var contentScaleFactor: CGFloat = UIScreen.main.scale

    /// Returns a view showing the view's current content, for animating a stand-in.
    ///
    /// Headless: nothing is rendered, so the snapshot is an empty view with the view's frame.
    /// - Parameter afterUpdates: Ignored: there are no pending screen updates.
    /// - Returns: The snapshot view.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        UIView(frame: frame)
    }

    /// Draws the view and its subviews, as they look on screen, into `rect` of the current
    /// graphics context: what an app calls inside an image renderer to make a screenshot of a
    /// view.
    ///
    /// Headless: no pixels are rendered. The view's text snapshot and SVG picture at this moment
    /// are recorded in the context as an image drawn in `rect`; a test reads them from the
    /// resulting image's `headlessViewPictures`, and SVG pictures of a screen paint them where an
    /// image view shows that image.
    /// - Parameters:
    ///   - rect: Where to draw, in the current context's coordinates; the view is scaled to fill it.
    ///   - afterUpdates: Whether to lay out pending changes first (`layoutIfNeeded()`).
    /// - Returns: Whether the view was drawn: `false` when there is no current graphics context.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if afterUpdates { layoutIfNeeded() }
        context.recordDrawing(.image(UIImage(picturing: self)), in: rect)
        return true
    }

    /// The color of tinted content: the view's own if set, else its superview's, else
    /// ``UIColor/systemBlue``.
    ///
    /// Setting it calls ``tintColorDidChange()`` on the view and on every descendant that has no
    /// tint color of its own. Headless: moving a view to another superview does not.
    open var tintColor: UIColor! {
        get { explicitTintColor ?? storedSuperview?.tintColor ?? .systemBlue }
        set {
            explicitTintColor = newValue
            propagateTintColorDidChange()
        }
    }

    /// Called when the view's effective ``tintColor`` changes. The default does nothing.
    open func tintColorDidChange() {}

    // MARK: - Traits

    /// The controller whose root view this is, whose traits the view starts from.
    weak var traitOwningController: UIViewController?

    /// The view's traits: its superview's (for a window, the screen's with the window's
    /// overrides; for a controller's root view, the controller's; for a view in no hierarchy,
    /// the screen's), with ``overrideUserInterfaceStyle`` applied.
    ///
    /// - Complexity: O(depth of the view in its hierarchy).
    open var traitCollection: UITraitCollection {
        applyingTraitOverrides(to: inheritedTraitCollection)
    }

    /// The traits this view and its subviews use whatever their environment's are (iOS 17);
    /// none by default.
    ///
    /// Setting a trait (`view.traitOverrides.userInterfaceStyle = .dark`) or removing one calls
    /// ``traitCollectionDidChange(_:)`` and the trait-change handlers of the views (and their
    /// controllers) whose traits change.
    @available(iOS 17.0, tvOS 17.0, *)
    open var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            let previous = ownOverrides().applied(to: traitsBeforeOwnOverrides)
            storedTraitOverrides = newValue
            traitsChanged(from: previous)
        }
    }

    private var storedTraitOverrides = UITraitOverrides()

    /// The appearance this view and its subviews use whatever their environment's is;
    /// `.unspecified` (the default) follows the environment.
    ///
    /// Setting it calls ``traitCollectionDidChange(_:)`` on the views (and their controllers)
    /// whose traits change.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard oldValue != overrideUserInterfaceStyle else { return }
            traitsChanged(from: ownOverrides(style: oldValue).applied(to: traitsBeforeOwnOverrides))
        }
    }

    /// The smallest text size the view and its subviews use, whatever the user's setting; `nil`
    /// (the default) sets no minimum.
    ///
    /// The view's trait collection has its ``UITraitCollection/preferredContentSizeCategory``
    /// raised to it, and so have its subviews', which inherit it. A minimum above
    /// ``maximumContentSizeCategory`` is ignored. Setting it calls `traitCollectionDidChange(_:)`
    /// and the trait-change handlers of the views whose traits change.
    @available(iOS 15.0, *)
    open var minimumContentSizeCategory: UIContentSizeCategory? {
        didSet {
            guard oldValue != minimumContentSizeCategory else { return }
            traitsChanged(from: ownOverrides(minimum: .some(oldValue)).applied(to: traitsBeforeOwnOverrides))
        }
    }

    /// The largest text size the view and its subviews use, whatever the user's setting; `nil`
    /// (the default) sets no maximum.
    ///
    /// The view's trait collection has its ``UITraitCollection/preferredContentSizeCategory``
    /// lowered to it, and so have its subviews', which inherit it. Setting it calls
    /// `traitCollectionDidChange(_:)` and the trait-change handlers of the views whose traits
    /// change.
    @available(iOS 15.0, *)
    open var maximumContentSizeCategory: UIContentSizeCategory? {
        didSet {
            guard oldValue != maximumContentSizeCategory else { return }
            traitsChanged(from: ownOverrides(maximum: .some(oldValue)).applied(to: traitsBeforeOwnOverrides))
        }
    }

    /// For debugging: the view and each of its superviews, one per line, with the text size each
    /// has and the limits each sets.
    @available(iOS 15.0, *)
    open var appliedContentSizeCategoryLimitsDescription: String {
        contentSizeCategoryLimitsReport
    }

    /// Called when ``traitCollection`` changed: when an override changed, when the view moved
    /// to a superview or window with other traits, or when its window's traits changed. The
    /// default does nothing. `UITraitCollection.current` is the new traits during the call.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Brings the view's traits up to date now, as UIKit does before a layout pass. Headless: the
    /// traits are always current (every change is propagated when it happens), so this does
    /// nothing.
    @available(iOS 17.0, *)
    open func updateTraitsIfNeeded() {}

    /// The traits the view inherited when it left its superview: the last it was told about.
    /// Out of the hierarchy, the traits it would inherit through its controller's containers can
    /// change without anything telling it (a text-size or appearance change while it is under a
    /// pushed controller, in another tab, or behind a collapsed split view). Its next insertion
    /// compares with these, so it learns of the change by the time it reappears, as UIKit's views
    /// have by `viewIsAppearing(_:)`.
    final var inheritedTraitsWhenRemoved: UITraitCollection?

    /// The traits the view's environment gives it, before its own overrides.
    final var inheritedTraitCollection: UITraitCollection {
        storedSuperview?.traitCollection ?? traitCollectionWithoutSuperview
    }

    /// The traits of a view without a superview: its controller's environment's, else the
    /// screen's. Windows add their overrides.
    var traitCollectionWithoutSuperview: UITraitCollection {
        traitOwningController?.traitCollectionFromContainers ?? UIScreen.main.traitCollection
    }

    /// `inherited` with the owning controller's and the view's overrides applied.
    final func applyingTraitOverrides(to inherited: UITraitCollection) -> UITraitCollection {
        let controllerTraits = traitOwningController?.applyingTraitOverrides(to: inherited) ?? inherited
        return ownOverrides().applied(to: controllerTraits)
    }

    /// The traits the view has before its own overrides: its environment's with its controller's
    /// overrides applied.
    final var traitsBeforeOwnOverrides: UITraitCollection {
        let inherited = inheritedTraitCollection
        return traitOwningController?.applyingTraitOverrides(to: inherited) ?? inherited
    }

    /// Called before ``traitCollectionDidChange(_:)`` when the traits changed, for the
    /// adjustments UIKit's own views make whether or not a subclass calls `super` (labels
    /// rescale their fonts). The default does nothing.
    func traitsDidChangeForSystemAdjustments(from previous: UITraitCollection) {}

    /// Tells the view, its controller and its subviews that the traits the view inherits were
    /// `previousInherited`; those whose traits differ now get ``traitCollectionDidChange(_:)``.
    final func inheritedTraitsChanged(from previousInherited: UITraitCollection) {
        let inherited = inheritedTraitCollection
        guard inherited != previousInherited else { return }
        var previousControllerTraits = previousInherited
        if let controller = traitOwningController {
            previousControllerTraits = controller.applyingTraitOverrides(to: previousInherited)
            controller.controllerTraitsChanged(from: previousControllerTraits)
        }
        traitsChanged(from: ownOverrides().applied(to: previousControllerTraits))
    }

    /// Tells the view and its subviews that the view's traits were `previous`: when they differ
    /// now, the view gets ``traitCollectionDidChange(_:)`` and its subviews are told in turn.
    final func traitsChanged(from previous: UITraitCollection) {
        let registrations = traitChangeRegistrations  // handlers may register or unregister
        guard registrations.tell(self, traitsChangedFrom: previous, adjustments: traitsDidChangeForSystemAdjustments) else { return }
        for subview in storedSubviews {
            subview.inheritedTraitsChanged(from: previous)
        }
    }

    // MARK: - Focus (UIFocusEnvironment)

    /// Whether the view can take keyboard or remote focus; `false` for a plain view. Views that
    /// can (table cells when their table allows focus) override it.
    @available(iOS 9.0, *)
    open var canBecomeFocused: Bool { false }

    /// Whether the view has focus. Headless: only after `UIWindow.simulateFocusUpdate(to:)` moved
    /// focus to it, until focus moves on.
    @available(iOS 9.0, *)
    open var isFocused: Bool { window?.focusedView === self }

    /// The environments focus should go to in this view, most preferred first; empty (the view
    /// itself) by default.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }

    /// The environment containing the view: its view controller when it is one's root view, else
    /// its superview.
    @available(iOS 12.0, *)
    open var parentFocusEnvironment: (any UIFocusEnvironment)? {
        if let traitOwningController { return traitOwningController }
        return storedSuperview
    }

    /// Asks for a focus update at the next opportunity. Headless: focus moves only by
    /// `UIWindow.simulateFocusUpdate(to:)`, so this does nothing.
    open func setNeedsFocusUpdate() {}

    /// Runs a requested focus update now. Headless: does nothing (see ``setNeedsFocusUpdate()``).
    open func updateFocusIfNeeded() {}

    /// Whether the focus update may happen; `true` by default.
    ///
    /// - Parameter context: The views losing and gaining focus.
    /// - Returns: `false` to cancel the update.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    /// Called after focus moved to or from this view or a view inside it. The default does
    /// nothing.
    ///
    /// - Parameters:
    ///   - context: The views that lost and gained focus.
    ///   - coordinator: Runs animations alongside the change (at once, headlessly).
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: - Touches and gestures

    /// Whether the view, while tracking a touch, keeps other views from receiving touches;
    /// `false`. Headless: stored only (simulated touches are one at a time).
    open var isExclusiveTouch: Bool = false
    /// Whether the view receives more than one touch at a time; `false`. Stored only.
    open var isMultipleTouchEnabled: Bool = false

    /// The deepest view containing a point, which receives the touch there.
    ///
    /// As in UIKit: `nil` when the view is hidden, does not take user interaction, has an alpha
    /// below 0.01, or ``point(inside:with:)`` answers `false`; otherwise the subviews are asked,
    /// front to back, with the point in their coordinates, and the first answer wins, else the
    /// view itself. So a subview's part that lies outside its superview's bounds is never hit,
    /// whether or not the superview clips (override ``point(inside:with:)`` to widen an area).
    /// - Parameters:
    ///   - point: The point, in this view's coordinates.
    ///   - event: The event, if any.
    /// - Returns: The view hit, or `nil`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in storedSubviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether a point is inside the view: inside its ``bounds``.
    ///
    /// - Parameters:
    ///   - point: The point, in this view's coordinates.
    ///   - event: The event, if any.
    /// - Returns: Whether the point is inside.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    private var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// The gesture recognizers attached to the view; `nil` when there are none. Setting it
    /// detaches the previous ones and attaches the new ones.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a gesture recognizer, detaching it from its previous view first.
    ///
    /// - Parameter gestureRecognizer: The recognizer.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.attachedView !== self else { return }
        gestureRecognizer.attachedView?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.attachedView = self
    }

    /// Detaches a gesture recognizer; does nothing for one that is not attached here.
    ///
    /// - Parameter gestureRecognizer: The recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.attachedView === self else { return }
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.attachedView = nil
    }

    /// Whether a recognizer attached to the view (or a descendant) may begin; `true`. Asked before
    /// the recognizer's delegate.
    ///
    /// - Parameter gestureRecognizer: The recognizer.
    /// - Returns: `false` to make it fail.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: - Layout direction

    /// How the view's content behaves in a right-to-left layout; `.unspecified`.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The direction of the view's content: from ``semanticContentAttribute`` when it forces
    /// one, else from the layout direction of the view's traits (left to right headlessly unless
    /// a window's trait overrides say otherwise).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let traitsDirection: UIUserInterfaceLayoutDirection = traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return Self.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traitsDirection)
    }

    /// The direction content with a semantic attribute takes in the app's layout direction
    /// (left to right headlessly).
    ///
    /// - Parameter attribute: The attribute.
    /// - Returns: The direction.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The direction content with a semantic attribute takes in a layout direction: playback,
    /// spatial and forced left-to-right content is left to right, forced right-to-left content
    /// right to left, unspecified content follows `layoutDirection`.
    ///
    /// - Parameters:
    ///   - semanticContentAttribute: The attribute.
    ///   - layoutDirection: The layout direction around the content.
    /// - Returns: The direction.
    open class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    // MARK: - Drawing

    /// Draws the view's content into the current graphics context (`UIGraphicsGetCurrentContext()`).
    ///
    /// Headless: nothing is rendered on screen; an SVG picture of the screen
    /// (``headlessSVGSnapshot(options:)``) calls it, as UIKit does to display the view, and paints
    /// what it drew (``HeadlessDrawingStep``). A test may also call it inside an image renderer's
    /// actions and read ``UIImage/headlessDrawing``.
    ///
    /// - Parameter rect: The area to draw.
    open func draw(_ rect: CGRect) {}

    /// Marks the whole view as needing to be drawn. Headless: nothing to mark, since pictures of
    /// the screen call ``draw(_:)`` each time they are taken.
    open func setNeedsDisplay() {}

    /// Marks part of the view as needing to be drawn. Headless: nothing to mark, since pictures
    /// of the screen call ``draw(_:)`` each time they are taken.
    ///
    /// - Parameter rect: The area to redraw.
    open func setNeedsDisplay(_ rect: CGRect) {}

    // MARK: - Margins and safe area

    /// The default spacing inside the view's edges: 8 points on each side unless set (a cell's
    /// content view has UIKit's cell margins instead). A view controller's root view gets at
    /// least the controller's `systemMinimumLayoutMargins` while it respects them.
    open var layoutMargins: UIEdgeInsets {
        get { marginsInEffect }
        set {
            guard newValue != storedLayoutMargins else { return }
            storedLayoutMargins = newValue
            layoutMarginsDidChange()
            traitOwningController?.viewLayoutMarginsDidChange()
        }
    }

    /// ``layoutMargins`` with leading and trailing edges. Headless: left-to-right, so leading is
    /// left.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// The margins set on the view, each raised to the system minimum on the root view of a
    /// controller that respects it.
    private var marginsInEffect: UIEdgeInsets {
        guard let controller = traitOwningController, controller.viewRespectsSystemMinimumLayoutMargins else {
            return storedLayoutMargins
        }
        let minimum = controller.systemMinimumLayoutMargins
        return UIEdgeInsets(
            top: max(storedLayoutMargins.top, minimum.top),
            left: max(storedLayoutMargins.left, minimum.leading),
            bottom: max(storedLayoutMargins.bottom, minimum.bottom),
            right: max(storedLayoutMargins.right, minimum.trailing)
        )
    }

    /// Whether the view's margins also respect its superview's margins. Stored; no layout solver
    /// reads it.
    open var preservesSuperviewLayoutMargins: Bool = false

    /// Whether the margins are measured from the safe area. Stored; no layout solver reads it.
    open var insetsLayoutMarginsFromSafeArea: Bool = true

    /// Called when ``layoutMargins`` changed. The default marks the view as needing layout. The
    /// view's controller, if it is a controller's root view, then gets
    /// `viewLayoutMarginsDidChange()`.
    open func layoutMarginsDidChange() {
        setNeedsLayout()
    }

    /// The insets that keep content clear of bars and the screen's rounded corners.
    ///
    /// Headless: the screen has no safe area of its own. A controller's root view gets its
    /// `additionalSafeAreaInsets` and the bars of the navigation controller that shows it, and
    /// every view gets the part of its superview's insets that its frame overlaps, as in UIKit,
    /// except the content of a scroll view, whose content inset is adjusted instead.
    open var safeAreaInsets: UIEdgeInsets {
        storedSafeAreaInsets.adding(safeAreaInsetsOverlappingSuperviews)
    }

    /// The part of the superview's safe-area insets that this view's frame overlaps.
    private var safeAreaInsetsOverlappingSuperviews: UIEdgeInsets {
        guard let superview, !(superview is UIScrollView) else { return .zero }
        let insets = superview.safeAreaInsets
        guard insets != .zero else { return .zero }
        let safeArea = superview.bounds.inset(by: insets)
        func overlap(_ length: CGFloat, within extent: CGFloat) -> CGFloat { min(max(length, 0), extent) }
        return UIEdgeInsets(
            top: overlap(safeArea.minY - frame.minY, within: frame.height),
            left: overlap(safeArea.minX - frame.minX, within: frame.width),
            bottom: overlap(frame.maxY - safeArea.maxY, within: frame.height),
            right: overlap(frame.maxX - safeArea.maxX, within: frame.width)
        )
    }

    /// Called when ``safeAreaInsets`` changed. The default marks the view as needing layout.
    open func safeAreaInsetsDidChange() {
        setNeedsLayout()
    }

    /// Sets ``safeAreaInsets`` and tells the view, then its controller.
    func setSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != storedSafeAreaInsets else { return }
        storedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        traitOwningController?.viewSafeAreaInsetsDidChange()
    }

    // MARK: - Sizing

    /// The size the view would like for its content; ``noIntrinsicMetric`` in a dimension where
    /// it has none. The default has none in either dimension.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the view its intrinsic content size changed. The default marks it as needing layout,
    /// and, when constraints place it, its superview and every ancestor whose size may follow.
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        if !translatesAutoresizingMaskIntoConstraints { storedSuperview?.setNeedsLayoutThroughConstrainedAncestors() }
    }

    /// The intrinsic content size the Auto Layout solver uses, given the width it solved for the
    /// view in this pass (`nil` before that); the default ignores the width. Labels that wrap
    /// measure their height at it, as UIKit's do.
    func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        intrinsicContentSize
    }

    /// The size that best fits the given size. The default returns the view's current size, as
    /// UIKit's does; labels, image views and stack views answer from their content.
    ///
    /// - Parameter size: The space available.
    /// - Returns: The fitting size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The size that fits the view's content, with fitting-level priorities in both dimensions.
    ///
    /// - Parameter targetSize: The size to fit, such as ``layoutFittingCompressedSize``.
    /// - Returns: The size; see ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that fits the view's content, holding a dimension to the target where its
    /// priority is required.
    ///
    /// Headless model: a dimension with a required priority is the target's; otherwise it is the
    /// ``intrinsicContentSize`` in that dimension, else the smallest length the constraints of
    /// the subviews (a cell's content view's) and their intrinsic sizes allow, the height at the
    /// width found first, else ``sizeThatFits(_:)`` of the target (with a required width, the
    /// target width is what the content wraps to). It fits toward the smallest size whatever
    /// the target. Subclasses override this, as in UIKit, to give cells an exact height.
    /// - Parameters:
    ///   - targetSize: The size to fit.
    ///   - horizontalFittingPriority: `.required` to keep the target width.
    ///   - verticalFittingPriority: `.required` to keep the target height.
    /// - Returns: The fitting size.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        headlessFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: - Auto Layout

    /// Whether the view's frame and autoresizing mask are turned into constraints. Set it to
    /// `false` before pinning the view with constraints, as in UIKit: its superview's layout pass
    /// then places it from them. Headless: a view that keeps `true` keeps the frame its code
    /// sets (and its autoresizing), and constraints on it are not solved.
    open var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet {
            if !translatesAutoresizingMaskIntoConstraints { storedSuperview?.noteConstrainedContent() }
        }
    }

    /// Updates the view's constraints before layout; called by ``updateConstraintsIfNeeded()``.
    /// The default does nothing; overrides call `super` last, as in UIKit.
    open func updateConstraints() {}

    /// Whether the view's class depends on Auto Layout, so UIKit turns constraint-based layout on
    /// for its window even when no constraint is installed; `false` by default, subclasses
    /// override it.
    ///
    /// Headless: constraints are always solved where they exist, so nothing reads it.
    open class var requiresConstraintBasedLayout: Bool { false }

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
        let previousTraits = view.inheritedTraitsWhenRemoved ?? view.inheritedTraitCollection
        view.inheritedTraitsWhenRemoved = nil
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.storedSuperview = self
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        view.inheritedTraitsChanged(from: previousTraits)
        didAddSubview(view)
        setNeedsLayout()
        if !view.translatesAutoresizingMaskIntoConstraints { noteConstrainedContent() }
    }

    /// Removes the view from its superview, if it has one.
    open func removeFromSuperview() {
        guard storedSuperview != nil else { return }
        let leavesWindow = window != nil
        let previousTraits = inheritedTraitCollection
        willMove(toSuperview: nil)
        if leavesWindow { propagateWillMove(toWindow: nil) }
        detachFromSuperview()
        didMoveToSuperview()
        if leavesWindow { propagateDidMoveToWindow() }
        inheritedTraitsChanged(from: previousTraits)
        inheritedTraitsWhenRemoved = inheritedTraitCollection
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

    /// Marks the view as needing a layout pass at the next ``layoutIfNeeded()`` or
    /// `headlessTurnRunLoop()`.
    open func setNeedsLayout() {
        needsLayout = true
        HeadlessLayoutQueue.note(self)
    }

    /// Runs pending layout passes now, for this view and then its subviews.
    ///
    /// The layout pass of a view controller's root view is bracketed by the controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`, as in UIKit, whatever started it
    /// (an appearance, a rotation, `setNeedsLayout()`). Headless: there is no run loop, so
    /// nothing is laid out until this or `headlessTurnRunLoop()` is called.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layer.layoutSublayers()
        }
        for subview in storedSubviews {
            subview.layoutIfNeeded()
        }
    }

    /// Whether the view is marked as needing layout, for its layer's `needsLayout()`.
    var hasPendingLayout: Bool { needsLayout }

    // MARK: - The layer's delegate (CALayerDelegate)

    /// Lays out the view when its layer lays out its sublayers: the view controller's
    /// `viewWillLayoutSubviews()`, ``layoutSubviews()``, then `viewDidLayoutSubviews()`, as UIKit's
    /// layout pass does. A view's layout pass goes through here (its layer's
    /// `layoutSublayers()`), so a subclass that overrides it to place its own sublayers calls
    /// `super`.
    ///
    /// - Parameter layer: The layer; the view does nothing for another layer.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === createdLayer else { return }
        let controller = traitOwningController
        controller?.runContentUnavailableUpdate()
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// Draws the view's layer: makes the context current and calls ``draw(_:)`` with the bounds.
    ///
    /// - Parameters:
    ///   - layer: The layer; the view draws nothing for another layer.
    ///   - ctx: The context.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === createdLayer else { return }
        GraphicsContextStack.drawing(in: ctx) { draw(bounds) }
    }

    /// Displays the view's layer as a layer whose delegate gives no content does: the layer
    /// draws (`layerWillDraw(_:)`, then `draw(_:in:)`). UIKit's views implement no `display(_:)`;
    /// a subclass overriding it gives the layer its content itself, as with UIKit.
    ///
    /// - Parameter layer: The layer.
    open func display(_ layer: CALayer) {
        layer.drawContent()
    }

    /// Tells the view that its layer is about to draw; does nothing.
    ///
    /// - Parameter layer: The layer.
    open func layerWillDraw(_ layer: CALayer) {}

    /// The action of the view's layer for a key: `NSNull`, so that the layer runs none, as UIKit
    /// answers outside animation blocks. Headless: the same inside them, since animations run
    /// their blocks at once.
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - event: The key.
    /// - Returns: `NSNull()`.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        NSNull()
    }

    /// Lays out subviews: the default places the subviews whose
    /// `translatesAutoresizingMaskIntoConstraints` is `false`, and the layout guides added to this
    /// view, from their constraints, as UIKit's default does. Subclasses that override it call
    /// `super`.
    ///
    /// Headless solver: for each of those items and each axis, the required equality constraints
    /// relating it to this view, this view's layout guides (safe area, margins, readable content,
    /// guides added), a sibling or a sibling's guide, or an ancestor, with their multipliers and
    /// constants, give its position and length; edges, centers, sizes, margin attributes and
    /// baselines (taken as the top and bottom edges) are read. Where they leave a degree of
    /// freedom, lower-priority equalities and the intrinsic content size fill it, then
    /// inequalities, as the sole information; required inequalities clamp what those chose.
    /// Siblings are solved in dependency order. An axis the constraints leave ambiguous or make
    /// unsatisfiable keeps its frame, and the item's `headlessAutoLayoutIssues` say why;
    /// `hasAmbiguousLayout` is `true` for an ambiguous one. Views whose subviews keep
    /// `translatesAutoresizingMaskIntoConstraints` skip the solver.
    open func layoutSubviews() {
        placeConstrainedContent()
    }

    /// Whether this view's layout pass places a subview or an added layout guide from its
    /// constraints: a subview when it does not translate its autoresizing mask, a guide always.
    /// Views that place some of them themselves (stack views, list content views) leave those
    /// out.
    func placesWithConstraints(_ item: any AutoLayoutItem) -> Bool {
        guard let view = item as? UIView else { return true }
        return !view.translatesAutoresizingMaskIntoConstraints
    }

    /// Swaps two subviews' positions; the storage behind ``exchangeSubview(at:withSubviewAt:)``.
    final func swapStoredSubviews(at index1: Int, _ index2: Int) {
        storedSubviews.swapAt(index1, index2)
    }

    // MARK: - Center and coordinate conversion

    /// The center of the frame, in the superview's coordinates: the layer's position, the point
    /// of the frame at the layer's anchor point (its middle unless the anchor point moved).
    /// Setting it moves the frame.
    open var center: CGPoint {
        get {
            let anchor = createdLayer?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5)
            return CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        }
        set {
            let anchor = createdLayer?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5)
            frame = CGRect(
                origin: CGPoint(x: newValue.x - frame.width * anchor.x, y: newValue.y - frame.height * anchor.y),
                size: frame.size)
        }
    }

    /// Converts a point from this view's coordinates to another view's.
    ///
    /// - Parameters:
    ///   - point: A point in this view's coordinates.
    ///   - view: The target view; `nil` means the window (the root of this hierarchy).
    /// - Returns: The point in `view`'s coordinates.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointInRootSpace(point)
        guard let view else { return inRoot }
        return view.pointFromRootSpace(inRoot)
    }

    /// Converts a point from another view's coordinates to this view's.
    ///
    /// - Parameters:
    ///   - point: A point in `view`'s coordinates.
    ///   - view: The source view; `nil` means the window (the root of this hierarchy).
    /// - Returns: The point in this view's coordinates.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view?.pointInRootSpace(point) ?? point
        return pointFromRootSpace(inRoot)
    }

    /// Converts a rectangle from this view's coordinates to another view's.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in this view's coordinates.
    ///   - view: The target view; `nil` means the window (the root of this hierarchy).
    /// - Returns: The rectangle in `view`'s coordinates (same size: no transforms).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from another view's coordinates to this view's.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in `view`'s coordinates.
    ///   - view: The source view; `nil` means the window (the root of this hierarchy).
    /// - Returns: The rectangle in this view's coordinates (same size: no transforms).
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    // MARK: - Subview order

    /// Inserts a view just above a sibling, moving it there if it is already a subview.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: A subview of this view; if it is not one, the view is added on top.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, relativeTo: siblingSubview, after: true)
    }

    /// Inserts a view just below a sibling, moving it there if it is already a subview.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: A subview of this view; if it is not one, the view is added on top.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, relativeTo: siblingSubview, after: false)
    }

    /// Moves a subview to the front. Does nothing for a view that is not a subview.
    ///
    /// - Parameter view: The subview.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the back. Does nothing for a view that is not a subview.
    ///
    /// - Parameter view: The subview.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two positions.
    ///
    /// - Parameters:
    ///   - index1: The first position.
    ///   - index2: The second position.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        swapStoredSubviews(at: index1, index2)
    }

    // MARK: - Auto Layout: constraints, anchors, guides and priorities

    /// The constraints installed on this view, in installation order.
    open var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// Installs a constraint on this view; it becomes active.
    ///
    /// - Parameter constraint: The constraint; its items must be this view or its descendants.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.isActive { constraint.isActive = false }
        install(constraint)
    }

    /// Installs constraints on this view.
    ///
    /// - Parameter constraints: The constraints.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes a constraint installed on this view; it becomes inactive.
    ///
    /// - Parameter constraint: The constraint; nothing happens if it is not installed here.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
    }

    /// Removes constraints installed on this view.
    ///
    /// - Parameter constraints: The constraints.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { uninstall(constraint) }
    }

    /// Whether the constraints leave the view's position or size ambiguous.
    ///
    /// Headless: `true` when the superview's last layout pass could not determine an axis of the
    /// view's frame from its constraints (see ``headlessAutoLayoutIssues``); `false` for views
    /// that translate their autoresizing mask.
    open var hasAmbiguousLayout: Bool {
        autoLayoutIssues.contains { $0.kind == .ambiguous }
    }

    /// The constraints that bear on the view's layout along an axis.
    ///
    /// Headless: the active constraints that mention the view with an attribute on that axis
    /// (UIKit also lists constraints of the other items they reach).
    /// - Parameter axis: The axis.
    /// - Returns: The constraints, in activation order.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutConstraints(on: axis)
    }

    /// Marks the view's constraints as needing ``updateConstraints()``.
    open func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
    }

    /// Whether ``updateConstraints()`` is pending.
    ///
    /// - Returns: `true` after ``setNeedsUpdateConstraints()`` until the next update.
    open func needsUpdateConstraints() -> Bool {
        autoLayoutStorage?.needsUpdateConstraints ?? false
    }

    /// Calls ``updateConstraints()`` on this view and its subviews that need it, subviews first;
    /// for a view controller's root view, the controller's `updateViewConstraints()` instead,
    /// which calls it.
    open func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard let storage = autoLayoutStorage, storage.needsUpdateConstraints else { return }
        storage.needsUpdateConstraints = false
        if let controller = traitOwningController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }

    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }

    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }

    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }

    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }

    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }

    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }

    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }

    /// The vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// The baseline of the first line of text.
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }

    /// The baseline of the last line of text.
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The guides added to this view, in order.
    open var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

    /// Adds a guide to this view; it becomes the guide's owning view.
    ///
    /// - Parameter layoutGuide: The guide.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        autoLayout.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a guide from this view.
    ///
    /// - Parameter layoutGuide: The guide.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let storage = autoLayoutStorage, let index = storage.layoutGuides.firstIndex(where: { $0 === layoutGuide }) else {
            return
        }
        storage.layoutGuides.remove(at: index)
        layoutGuide.owningView = nil
    }

    /// The guide for the area inside ``layoutMargins``.
    open var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.layoutMarginsGuide, .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The guide for the area inside ``safeAreaInsets``.
    open var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaLayoutGuide, .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// The guide for the area where text is comfortable to read.
    open var readableContentGuide: UILayoutGuide {
        systemGuide(\.readableContentGuide, .readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// The guide for the part of the view the keyboard covers, so content pinned above its top
    /// stays visible while the user types.
    ///
    /// Headless: the keyboard is on screen only while a test shows it with
    /// `UIWindow.simulateKeyboardShow(height:)` (typing needs no keyboard view); otherwise the
    /// guide is where UIKit puts it when the keyboard is hidden: at the bottom of the view, as
    /// tall as the bottom safe-area inset (0 with `usesBottomSafeArea` off).
    @available(iOS 15.0, *)
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let storage = autoLayout
        if let guide = storage.keyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide(systemKind: .keyboard, owningView: self)
        guide.identifier = "UIViewKeyboardLayoutGuide"
        storage.keyboardLayoutGuide = guide
        return guide
    }

    /// How strongly the view resists growing beyond its intrinsic size along an axis.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The priority; ``UILayoutPriority/defaultLow`` unless set.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.contentHugging[axis] ?? .defaultLow
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along an axis.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.contentHugging[axis] = priority
    }

    /// How strongly the view resists shrinking below its intrinsic size along an axis.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The priority; ``UILayoutPriority/defaultHigh`` unless set.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along an axis.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.compressionResistance[axis] = priority
    }

    // MARK: - Animations

    /// Animates changes. Headless: runs `animations` now.
    ///
    /// - Parameters:
    ///   - duration: Ignored.
    ///   - animations: The changes, run at once.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Animates changes, then calls a completion. Headless: runs both now, with `true`.
    ///
    /// - Parameters:
    ///   - duration: Ignored.
    ///   - animations: The changes, run at once.
    ///   - completion: Called right after with `true`.
    open class func animate(
        withDuration duration: TimeInterval,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runImmediately(animations, completion: completion)
    }

    /// Animates changes with a delay and options. Headless: runs both blocks now, with `true`.
    ///
    /// - Parameters:
    ///   - duration: Ignored.
    ///   - delay: Ignored.
    ///   - options: Ignored.
    ///   - animations: The changes, run at once.
    ///   - completion: Called right after with `true`.
    open class func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runImmediately(animations, completion: completion)
    }

    /// Animates changes with a spring. Headless: runs both blocks now, with `true`.
    ///
    /// - Parameters:
    ///   - duration: Ignored.
    ///   - delay: Ignored.
    ///   - dampingRatio: Ignored.
    ///   - velocity: Ignored.
    ///   - options: Ignored.
    ///   - animations: The changes, run at once.
    ///   - completion: Called right after with `true`.
    open class func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runImmediately(animations, completion: completion)
    }

    /// Animates a transition of a view's content. Headless: runs both blocks now, with `true`.
    ///
    /// - Parameters:
    ///   - view: The view whose content changes.
    ///   - duration: Ignored.
    ///   - options: Ignored.
    ///   - animations: The changes, run at once.
    ///   - completion: Called right after with `true`.
    open class func transition(
        with view: UIView,
        duration: TimeInterval,
        options: AnimationOptions = [],
        animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        runImmediately(animations ?? {}, completion: completion)
    }

    /// Repeats the animations of the changes made in `animations` within an enclosing animation
    /// block. Headless: `animations` runs at once, as every animation does here.
    ///
    /// - Parameters:
    ///   - count: How many times the animations repeat.
    ///   - autoreverses: Whether they play backwards after each pass.
    ///   - animations: The changes.
    open class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        animations()
    }

    /// Runs changes without animating them; ``areAnimationsEnabled`` is `false` meanwhile.
    ///
    /// - Parameter actionsWithoutAnimation: The changes, run at once.
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wereEnabled = areAnimationsEnabled
        setAnimationsEnabled(false)
        defer { setAnimationsEnabled(wereEnabled) }
        actionsWithoutAnimation()
    }

    // MARK: - Keyframe animations and transitions

    /// Animates keyframes added in `animations` with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``. Headless: runs
    /// `animations` (and so every keyframe, in the order added) now, then `completion` with `true`.
    ///
    /// - Parameters:
    ///   - duration: Ignored.
    ///   - delay: Ignored.
    ///   - options: Ignored.
    ///   - animations: Adds the keyframes.
    ///   - completion: Called right after with `true`.
    open class func animateKeyframes(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Adds a keyframe to the enclosing keyframe animation. Headless: runs `animations` now.
    ///
    /// - Parameters:
    ///   - frameStartTime: Ignored.
    ///   - frameDuration: Ignored.
    ///   - animations: The keyframe's changes.
    open class func addKeyframe(
        withRelativeStartTime frameStartTime: Double,
        relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        animations()
    }

    /// Replaces a view with another, animating the change: `toView` takes `fromView`'s place in
    /// its superview and `fromView` is removed, or, with `.showHideTransitionViews`, `fromView`
    /// is hidden and `toView` shown. Headless: done now, then `completion` with `true`.
    ///
    /// - Parameters:
    ///   - fromView: The view to replace.
    ///   - toView: The view that replaces it.
    ///   - duration: Ignored.
    ///   - options: `.showHideTransitionViews` hides instead of removing; the others are ignored.
    ///   - completion: Called right after with `true`.
    open class func transition(
        from fromView: UIView,
        to toView: UIView,
        duration: TimeInterval,
        options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }

    /// Turns animations on or off for changes made afterwards. Headless: nothing animates
    /// either way; the setting is kept for ``areAnimationsEnabled``.
    ///
    /// - Parameter enabled: Whether animations run.
    open class func setAnimationsEnabled(_ enabled: Bool) {
        AnimationsSetting.isEnabled = enabled
    }

    /// Whether animations are turned on (``setAnimationsEnabled(_:)``); `true` by default.
    open class var areAnimationsEnabled: Bool { AnimationsSetting.isEnabled }

    // MARK: - The pre-iOS 4 animation API (deprecated)
    // Headless: changes made between `beginAnimations` and `commitAnimations` take effect at once,
    // as every animation does here; the settings are ignored and the delegate's selectors, which
    // Linux cannot call, are never sent.

    /// Begins a block of animated changes (the pre-iOS 4 API). Headless: ignored.
    ///
    /// - Parameters:
    ///   - animationID: A name for the animations.
    ///   - context: Data handed to the delegate's selectors.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}

    /// Ends a block of animated changes begun with ``beginAnimations(_:context:)``. Headless: ignored.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func commitAnimations() {}

    /// Sets the object the block's start and stop selectors are sent to. Headless: ignored.
    ///
    /// - Parameter delegate: The object.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationDelegate(_ delegate: Any?) {}

    /// Sets the selector sent to the delegate when the block's animations start. Headless: ignored.
    ///
    /// - Parameter selector: The selector.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationWillStart(_ selector: Selector?) {}

    /// Sets the selector sent to the delegate when the block's animations stop. Headless: ignored.
    ///
    /// - Parameter selector: The selector.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationDidStop(_ selector: Selector?) {}

    /// Sets the duration of the block's animations. Headless: ignored.
    ///
    /// - Parameter duration: The duration, in seconds.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationDuration(_ duration: TimeInterval) {}

    /// Sets the delay before the block's animations. Headless: ignored.
    ///
    /// - Parameter delay: The delay, in seconds.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationDelay(_ delay: TimeInterval) {}

    /// Sets when the block's animations start. Headless: ignored.
    ///
    /// - Parameter startDate: The start.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationStart(_ startDate: Date) {}

    /// Sets the timing curve of the block's animations. Headless: ignored.
    ///
    /// - Parameter curve: The curve.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationCurve(_ curve: UIView.AnimationCurve) {}

    /// Sets how many times the block's animations repeat. Headless: ignored.
    ///
    /// - Parameter repeatCount: The count.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationRepeatCount(_ repeatCount: Float) {}

    /// Sets whether repeated animations play backwards too. Headless: ignored.
    ///
    /// - Parameter repeatAutoreverses: Whether they do.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}

    /// Sets whether the block's animations start from what is on screen. Headless: ignored.
    ///
    /// - Parameter fromCurrentState: Whether they do.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}

    /// Sets a transition applied to a view in the block. Headless: ignored.
    ///
    /// - Parameters:
    ///   - transition: The transition.
    ///   - view: The view.
    ///   - cache: Whether the view's before and after images are cached.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    open class func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool) {}

    // MARK: - Interactions

    /// The interactions added to the view, in the order they were added.
    ///
    /// Setting it removes the interactions not in the new list and adds the new ones.
    open var interactions: [UIInteraction] {
        get { storedInteractions }
        set {
            for old in storedInteractions where !newValue.contains(where: { $0 === old }) {
                removeInteraction(old)
            }
            for new in newValue where !storedInteractions.contains(where: { $0 === new }) {
                addInteraction(new)
            }
        }
    }

    /// Adds an interaction to the view, telling it `willMove(to:)` and `didMove(to:)` with the
    /// view; an interaction on another view is removed from it first.
    ///
    /// - Parameter interaction: The interaction.
    open func addInteraction(_ interaction: UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction from the view, telling it `willMove(to:)` and `didMove(to:)` with
    /// `nil`; does nothing for an interaction the view does not have.
    ///
    /// - Parameter interaction: The interaction.
    open func removeInteraction(_ interaction: UIInteraction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }

    // MARK: - Motion effects

    /// The motion effects of the view, in the order they were added. Headless: there is no
    /// device motion, so the view's properties never move with them.
    open var motionEffects: [UIMotionEffect] = []

    /// Adds a motion effect to the view; an effect it already has is not added again.
    ///
    /// - Parameter effect: The effect.
    open func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.append(effect)
    }

    /// Removes a motion effect from the view; does nothing for an effect it does not have.
    ///
    /// - Parameter effect: The effect.
    open func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }

    // MARK: - Text editing

    /// Makes the first responder among this view and its descendants resign, ending its editing.
    ///
    /// - Parameter force: `true` to end editing whatever the responder and its delegate answer
    ///   (no `textFieldShouldEndEditing` is asked); `false` to ask, as
    ///   ``UIResponder/resignFirstResponder()`` does.
    /// - Returns: Whether no responder in this view's subtree is first responder any more
    ///   (`true` when none was; UIKit's answer in that case is not documented).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let responder = HeadlessFirstResponders.firstResponder(within: self) else { return true }
        if force {
            return HeadlessFirstResponders.forcingResignation { responder.resignFirstResponder() || !responder.isFirstResponder }
        }
        return responder.canResignFirstResponder && responder.resignFirstResponder() && !responder.isFirstResponder
    }

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

    private func propagateTintColorDidChange() {
        tintColorDidChange()
        for subview in storedSubviews where subview.explicitTintColor == nil {
            subview.propagateTintColorDidChange()
        }
    }

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in storedSubviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMoveToWindow() {
        if window != nil { HeadlessAppearanceProxies.apply(to: self) }
        didMoveToWindow()
        for subview in storedSubviews { subview.propagateDidMoveToWindow() }
    }

    private func boundsDidChange(from oldValue: CGRect) {
        guard oldValue.size != bounds.size else { return }
        defer { setNeedsLayout() }
        guard autoresizesSubviews else { return }
        let delta = CGSize(width: bounds.width - oldValue.width, height: bounds.height - oldValue.height)
        for subview in storedSubviews where !subview.autoresizingMask.isEmpty {
            subview.frame = Self.autoresizedFrame(subview.frame, mask: subview.autoresizingMask, in: oldValue.size, by: delta)
        }
    }
}

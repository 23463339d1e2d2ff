import Foundation

/// A Core Animation layer, reduced to the appearance values views set on it.
///
/// Headless: the values are stored so tests can read them; nothing is drawn or composited. A
/// view's layer has the view's geometry, as in UIKit: its ``bounds`` are the view's, its
/// ``frame`` is the view's frame (ignoring transforms), and setting either moves the view. The
/// view is its ``delegate``: laying out the layer lays out the view (``layoutSublayers()``), and
/// the layer draws with the view's `draw(_:)`. A view's ``UIView/alpha`` and
/// ``UIView/clipsToBounds`` are this layer's ``opacity`` and ``masksToBounds``. The sublayer tree
/// is the one code builds: the layers of a view's subviews are not among its layer's sublayers.
open class CALayer: NSObject, CAMediaTiming {
    /// The radius of the rounded corners.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped to the bounds (and the rounded corners).
    open var masksToBounds: Bool = false
    /// The width of the border.
    open var borderWidth: CGFloat = 0
    /// The color of the border; opaque black when unset, as in Core Animation.
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The background color.
    open var backgroundColor: CGColor?
    /// The opacity, 0…1.
    open var opacity: Float = 1
    /// The color of the shadow; opaque black when unset, as in Core Animation.
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The opacity of the shadow; 0 (no shadow) by default.
    open var shadowOpacity: Float = 0
    /// The offset of the shadow; (0, -3) by default, as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow; 3 by default.
    open var shadowRadius: CGFloat = 3
    /// A name for the layer.
    open var name: String?
    /// The shape of the shadow, or `nil` for the shape of the content.
    open var shadowPath: CGPath?
    /// Which corners ``cornerRadius`` rounds.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// A layer whose opaque parts show this layer's content.
    open var mask: CALayer?
    /// Whether the layer is hidden.
    open var isHidden: Bool = false
    /// The layer's stacking order among its siblings.
    open var zPosition: CGFloat = 0
    /// Whether the layer is drawn once into a bitmap and reused.
    open var shouldRasterize: Bool = false
    /// The scale of that bitmap.
    open var rasterizationScale: CGFloat = 1
    /// The scale of the layer's content.
    open var contentsScale: CGFloat = 1

    /// The view whose layer this is, if any: what ``render(in:)`` draws.
    weak var hostView: UIView?

    /// Draws the layer and its sublayers into a graphics context, in the layer's coordinates.
    ///
    /// Headless: no pixels are rendered. For a view's layer, the view's text snapshot and SVG
    /// picture at this moment are recorded in the context as an image drawn in the view's
    /// bounds (a view's layer has them in UIKit), as `UIView.drawHierarchy(in:afterScreenUpdates:)`
    /// records them; a layer that
    /// belongs to no view draws nothing.
    /// - Parameter ctx: The context.
    open func render(in ctx: CGContext) {
        guard let view = hostView else { return }
        // A view's layer is rendered on the main thread, as UIKit requires of views;
        // `assumeIsolated` stops the program otherwise. The context is used there only.
        nonisolated(unsafe) let context = ctx
        MainActor.assumeIsolated {
            // The view's bounds: a view's layer has them in UIKit (here its geometry is stored apart).
            context.recordDrawing(.image(UIImage(picturing: view)), in: view.bounds)
        }
    }

    // MARK: - Geometry and sublayers (stored, not laid out)

    /// The layer's own coordinate space; its size is the layer's size. A change of size marks the
    /// layer as needing layout, and as needing display when ``needsDisplayOnBoundsChange`` is on.
    open var bounds: CGRect = .zero {
        didSet { geometryDidChange(sizeFrom: oldValue.size) }
    }
    /// Where the layer's ``anchorPoint`` is, in its superlayer's coordinates.
    open var position: CGPoint = .zero {
        didSet { geometryDidChange(sizeFrom: bounds.size) }
    }
    /// The point of the layer that sits at ``position`` and that ``transform`` scales and rotates
    /// around, in unit coordinates of the bounds: (0.5, 0.5), the center, by default. Changing it
    /// keeps ``position`` and moves ``frame``.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { geometryDidChange(sizeFrom: bounds.size) }
    }
    /// The anchor point's position on the z axis.
    open var anchorPointZ: CGFloat = 0
    /// The transform applied to the layer around its anchor point; ``CATransform3DIdentity`` by
    /// default. Headless: stored; ``frame`` ignores it (Core Animation documents `frame` as
    /// undefined while the transform is not the identity).
    open var transform = CATransform3DIdentity
    /// The transform applied to the sublayers, as they are drawn in this layer.
    open var sublayerTransform = CATransform3DIdentity

    /// The layer's ``transform`` as an affine transform (its depth and perspective dropped).
    ///
    /// - Returns: The affine transform.
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets ``transform`` to do what an affine transform does.
    ///
    /// - Parameter m: The affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The layer's frame in its superlayer's coordinates: its ``bounds`` size placed so that its
    /// ``anchorPoint`` is at ``position``; setting it sets both, as in Core Animation.
    open var frame: CGRect {
        get {
            CGRect(
                x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y,
                width: bounds.width, height: bounds.height)
        }
        set {
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            position = CGPoint(
                x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }
    /// The layer containing this one.
    open private(set) weak var superlayer: CALayer?
    /// The layers this one contains, back to front, or `nil` when there are none.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            storedSublayers.forEach { $0.superlayer = nil }
            storedSublayers = []
            newValue?.forEach { addSublayer($0) }
        }
    }
    private var storedSublayers: [CALayer] = []

    /// Adds a layer in front of the others, removing it from its previous superlayer.
    ///
    /// - Parameter layer: The layer.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(storedSublayers.count))
    }

    /// Inserts a layer at an index of ``sublayers``, removing it from its previous superlayer.
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - idx: The index; past the end appends.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: min(Int(idx), storedSublayers.count))
        layer.superlayer = self
    }

    /// Inserts a layer behind a sibling (appends when `sibling` is not a sublayer).
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - sibling: The sublayer to go behind.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in storedSublayers.firstIndex { $0 === sibling } } ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts a layer in front of a sibling (appends when `sibling` is not a sublayer).
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - sibling: The sublayer to go in front of.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { sibling in storedSublayers.firstIndex { $0 === sibling } }.map { $0 + 1 } ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts a layer in the place of one of the sublayers, which leaves the tree; does nothing
    /// when `oldLayer` is not a sublayer.
    ///
    /// - Parameters:
    ///   - oldLayer: The sublayer to replace.
    ///   - newLayer: The layer to put in its place, removed from its previous superlayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.storedSublayers.removeAll { $0 === self }
        self.superlayer = nil
    }


    /// Set while the layer takes its view's geometry, so that it does not hand it back.
    private var isFollowingHostView = false

    /// Marks what a change of geometry calls for, and moves the view whose layer this is.
    private func geometryDidChange(sizeFrom oldSize: CGSize) {
        if bounds.size != oldSize {
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
            if hostView == nil { layoutIsPending = true }
        }
        guard !isFollowingHostView, let hostView else { return }
        let (frame, bounds) = (self.frame, self.bounds)
        MainActor.assumeIsolated { hostView.followLayer(frame: frame, bounds: bounds) }
    }

    /// Takes the geometry of the view whose layer this is: its bounds, and the position that puts
    /// the anchor point where the view's frame says.
    func followHostView(frame: CGRect, bounds newBounds: CGRect) {
        isFollowingHostView = true
        defer { isFollowingHostView = false }
        if bounds != newBounds { bounds = newBounds }
        let newPosition = CGPoint(x: frame.minX + frame.width * anchorPoint.x, y: frame.minY + frame.height * anchorPoint.y)
        if position != newPosition { position = newPosition }
    }

    // MARK: - Converting between layers

    /// A point of this layer's space in the space of the root of its tree: the window's for a
    /// view's layer (the root view's when the view is in no window). Headless: transforms are
    /// ignored, as the views' conversions ignore them.
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        if let hostView {
            return MainActor.assumeIsolated { hostView.convert(point, to: nil) }
        }
        guard let superlayer else { return point }
        return superlayer.pointInRoot(CGPoint(x: point.x - bounds.minX + frame.minX, y: point.y - bounds.minY + frame.minY))
    }

    /// A point of the root's space (see ``pointInRoot(_:)``) in this layer's space.
    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        if let hostView {
            return MainActor.assumeIsolated { hostView.convert(point, from: nil) }
        }
        guard let superlayer else { return point }
        let inSuperlayer = superlayer.pointFromRoot(point)
        return CGPoint(x: inSuperlayer.x - frame.minX + bounds.minX, y: inSuperlayer.y - frame.minY + bounds.minY)
    }

    /// Converts a point from another layer's coordinates to this layer's. The two layers share an
    /// ancestor, or are views' layers (whose trees meet at the window).
    ///
    /// - Parameters:
    ///   - p: The point, in `l`'s coordinates.
    ///   - l: The layer, or `nil` for the root of this layer's tree.
    /// - Returns: The point in this layer's coordinates.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        pointFromRoot(l?.pointInRoot(p) ?? p)
    }

    /// Converts a point from this layer's coordinates to another layer's.
    ///
    /// - Parameters:
    ///   - p: The point, in this layer's coordinates.
    ///   - l: The layer, or `nil` for the root of this layer's tree.
    /// - Returns: The point in `l`'s coordinates.
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let inRoot = pointInRoot(p)
        return l?.pointFromRoot(inRoot) ?? inRoot
    }

    /// Converts a rectangle from another layer's coordinates to this layer's (its origin moves;
    /// its size stays, since transforms are ignored).
    ///
    /// - Parameters:
    ///   - r: The rectangle, in `l`'s coordinates.
    ///   - l: The layer, or `nil` for the root of this layer's tree.
    /// - Returns: The rectangle in this layer's coordinates.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        CGRect(origin: convert(r.origin, from: l), size: r.size)
    }

    /// Converts a rectangle from this layer's coordinates to another layer's (its origin moves;
    /// its size stays, since transforms are ignored).
    ///
    /// - Parameters:
    ///   - r: The rectangle, in this layer's coordinates.
    ///   - l: The layer, or `nil` for the root of this layer's tree.
    /// - Returns: The rectangle in `l`'s coordinates.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        CGRect(origin: convert(r.origin, to: l), size: r.size)
    }

    /// A time of the parent's timeline in this layer's: shifted by ``beginTime``, scaled by
    /// ``speed``, shifted by ``timeOffset``.
    private func localTime(fromParentTime time: CFTimeInterval) -> CFTimeInterval {
        (time - beginTime) * CFTimeInterval(speed) + timeOffset
    }

    /// A time of this layer's timeline in its parent's; a stopped layer (``speed`` 0) maps every
    /// time to its ``beginTime``.
    private func parentTime(fromLocalTime time: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (time - timeOffset) / CFTimeInterval(speed) + beginTime
    }

    /// A time of this layer's timeline in the root's, through each superlayer's timing.
    private func timeInRoot(_ time: CFTimeInterval) -> CFTimeInterval {
        let parent = parentTime(fromLocalTime: time)
        return superlayer?.timeInRoot(parent) ?? parent
    }

    /// A time of the root's timeline in this layer's.
    private func timeFromRoot(_ time: CFTimeInterval) -> CFTimeInterval {
        localTime(fromParentTime: superlayer?.timeFromRoot(time) ?? time)
    }

    /// Converts a time from another layer's timeline to this layer's, through the timing
    /// (``beginTime``, ``speed``, ``timeOffset``) of each layer between them.
    ///
    /// - Parameters:
    ///   - t: The time, in `l`'s timeline.
    ///   - l: The layer, or `nil` for the root's timeline.
    /// - Returns: The time in this layer's timeline.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        timeFromRoot(l?.timeInRoot(t) ?? t)
    }

    /// Converts a time from this layer's timeline to another layer's.
    ///
    /// - Parameters:
    ///   - t: The time, in this layer's timeline.
    ///   - l: The layer, or `nil` for the root's timeline.
    /// - Returns: The time in `l`'s timeline.
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let inRoot = timeInRoot(t)
        return l?.timeFromRoot(inRoot) ?? inRoot
    }

    // MARK: - Hit-testing

    /// The frontmost layer of this layer's tree that contains a point: a sublayer (front to back)
    /// before this layer. Hidden layers are skipped; a layer that masks to its bounds finds
    /// nothing outside them.
    ///
    /// - Parameter p: The point, in the superlayer's coordinates.
    /// - Returns: The layer, or `nil`.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = CGPoint(x: p.x - frame.minX + bounds.minX, y: p.y - frame.minY + bounds.minY)
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in storedSublayers.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// Whether a point is inside the layer: its bounds, unless a subclass says otherwise.
    ///
    /// - Parameter p: The point, in the layer's coordinates.
    /// - Returns: Whether the layer contains it.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    // MARK: - Layout

    /// Whether a layout is pending, for a layer that belongs to no view (a view's layer is laid
    /// out when its view is).
    private var layoutIsPending = false

    /// Marks the layer as needing its sublayers laid out; for a view's layer, the view as needing
    /// layout.
    open func setNeedsLayout() {
        if let hostView {
            MainActor.assumeIsolated { hostView.setNeedsLayout() }
        } else {
            layoutIsPending = true
        }
    }

    /// Whether the layer is marked as needing layout (for a view's layer, the view).
    ///
    /// - Returns: Whether a layout is pending.
    open func needsLayout() -> Bool {
        guard let hostView else { return layoutIsPending }
        return MainActor.assumeIsolated { hostView.hasPendingLayout }
    }

    /// Runs pending layouts now: this layer's ``layoutSublayers()`` if it is marked, then its
    /// sublayers'. For a view's layer, the view's `layoutIfNeeded()`.
    open func layoutIfNeeded() {
        if let hostView {
            MainActor.assumeIsolated { hostView.layoutIfNeeded() }
            return
        }
        if layoutIsPending {
            layoutIsPending = false
            layoutSublayers()
        }
        for sublayer in storedSublayers {
            sublayer.layoutIfNeeded()
        }
    }

    /// Lays out the sublayers: the default asks the ``delegate`` (`layoutSublayers(of:)`), which
    /// for a view's layer lays out the view (`layoutSubviews()`). Subclasses that override it
    /// call `super`.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The layer's preferred size in its superlayer's coordinates: its bounds' size, transformed
    /// by the affine part of ``transform``.
    ///
    /// - Returns: The size.
    open func preferredFrameSize() -> CGSize {
        CGRect(origin: .zero, size: bounds.size).applying(affineTransform()).size
    }

    // MARK: - Display

    /// Whether the layer is marked as needing to be displayed.
    private var displayIsPending = false

    /// Marks the layer as needing its content displayed again (``displayIfNeeded()`` displays
    /// it). Headless: nothing displays on its own, since nothing is rendered.
    open func setNeedsDisplay() {
        displayIsPending = true
    }

    /// Marks part of the layer as needing its content displayed again; headless, the whole layer.
    ///
    /// - Parameter r: The area, in the layer's coordinates.
    open func setNeedsDisplay(_ r: CGRect) {
        displayIsPending = true
    }

    /// Whether the layer is marked as needing to be displayed.
    ///
    /// - Returns: Whether a display is pending.
    open func needsDisplay() -> Bool {
        displayIsPending
    }

    /// Displays the layer now if it is marked as needing it.
    open func displayIfNeeded() {
        if displayIsPending { display() }
    }

    /// Gives the layer its content: the ``delegate``'s `display(_:)`, which by default (and
    /// without a delegate) tells the delegate `layerWillDraw(_:)` and calls ``draw(in:)`` with a
    /// context the size of the bounds. Headless: what is drawn is not kept in ``contents``.
    open func display() {
        displayIsPending = false
        if let delegate {
            delegate.display(self)
        } else {
            drawContent()
        }
    }

    /// The display of a layer whose delegate does not give it its content: `layerWillDraw(_:)`,
    /// then ``draw(in:)`` in a context the size of the bounds.
    func drawContent() {
        delegate?.layerWillDraw(self)
        draw(in: CGContext(size: bounds.size))
    }

    /// Draws the layer's content into a context: the default asks the ``delegate``
    /// (`draw(_:in:)`), which for a view's layer runs the view's `draw(_:)`.
    ///
    /// - Parameter ctx: The context, in the layer's coordinates.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Whether the content is flipped vertically when drawn: `false`, as Core Animation answers by
    /// default.
    ///
    /// - Returns: `false`.
    open func contentsAreFlipped() -> Bool {
        false
    }

    // MARK: - Contents and rendering (stored)

    /// The object that displays, draws, lays out and chooses the actions of the layer: the view,
    /// for a view's layer. Weak, as in Core Animation.
    open weak var delegate: CALayerDelegate?
    /// The layer's image (a `CGImage` in Core Animation). Headless: stored; not drawn.
    open var contents: Any?
    /// The part of ``contents`` shown, in unit coordinates: all of it, (0, 0, 1, 1), by default.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// How ``contents`` is placed in the bounds; ``CALayerContentsGravity/resize`` by default.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The stretchable part of ``contents``, in unit coordinates: all of it by default.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The pixel format of the backing store; ``CALayerContentsFormat/RGBA8Uint`` by default.
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    /// The filter for contents drawn smaller; ``CALayerContentsFilter/linear`` by default.
    open var minificationFilter: CALayerContentsFilter = .linear
    /// The filter for contents drawn larger; ``CALayerContentsFilter/linear`` by default.
    open var magnificationFilter: CALayerContentsFilter = .linear
    /// The mipmap level bias of ``minificationFilter``; 0 by default.
    open var minificationFilterBias: Float = 0
    /// Whether the drawn content is fully opaque; `false` by default.
    open var isOpaque: Bool = false
    /// Whether the layer's back shows when it is turned away; `true` by default.
    open var isDoubleSided: Bool = true
    /// Whether the geometry of the layer and its sublayers is flipped vertically; `false` by
    /// default. Headless: stored; conversions and hit-testing ignore it.
    open var isGeometryFlipped: Bool = false
    /// Whether a change of the bounds' size marks the layer as needing display; `false` by default.
    open var needsDisplayOnBoundsChange: Bool = false
    /// Whether drawing is queued to run in the background; `false` by default. Headless: stored.
    open var drawsAsynchronously: Bool = false
    /// Which edges are antialiased; all four by default.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    /// Whether the edges are antialiased; `false` by default, as on iOS.
    open var allowsEdgeAntialiasing: Bool = false
    /// Whether sublayers are composited with the layer's opacity as a group; `true` by default, as
    /// on iOS.
    open var allowsGroupOpacity: Bool = true
    /// A filter compositing the layer with what is behind it. Headless: stored.
    open var compositingFilter: Any?
    /// Filters applied to the layer and its sublayers. Headless: stored.
    open var filters: [Any]?
    /// Filters applied to what is behind the layer. Headless: stored.
    open var backgroundFilters: [Any]?
    /// Default values of the layer's properties, and under `"actions"` more actions, searched by
    /// ``action(forKey:)`` after ``actions``; a `"style"` entry holds the next dictionary.
    open var style: [AnyHashable: Any]?

    // MARK: - Actions

    /// The actions of the layer by key, searched by ``action(forKey:)`` after the delegate.
    open var actions: [String: CAAction]?

    /// The action to run for a key: the first of the ``delegate``'s
    /// `action(for:forKey:)`, ``actions``, the actions of the ``style`` dictionaries, and the
    /// class's ``defaultAction(forKey:)`` that is not `nil`; `NSNull` found there gives `nil`.
    /// Headless: layers run no implicit actions, so this only answers the question.
    ///
    /// - Parameter event: The key: a property name or an event name.
    /// - Returns: The action, or `nil`.
    open func action(forKey event: String) -> CAAction? {
        let found = delegate?.action(for: self, forKey: event)
            ?? actions?[event]
            ?? styleAction(forKey: event, in: style)
            ?? Self.defaultAction(forKey: event)
        return found is NSNull ? nil : found
    }

    /// The action for a key in the `"actions"` of a style dictionary or of the ones it nests
    /// under `"style"`.
    private func styleAction(forKey event: String, in style: [AnyHashable: Any]?) -> CAAction? {
        guard let style else { return nil }
        if let action = (style["actions"] as? [String: CAAction])?[event] { return action }
        return styleAction(forKey: event, in: style["style"] as? [AnyHashable: Any])
    }

    /// The action a class runs for a key when nothing else gives one: `nil` by default.
    ///
    /// - Parameter event: The key.
    /// - Returns: `nil`, unless a subclass answers otherwise.
    open class func defaultAction(forKey event: String) -> CAAction? {
        nil
    }

    /// The default value of a property, by key: `nil` by default, unless a subclass answers.
    ///
    /// - Parameter key: The property's name.
    /// - Returns: `nil`.
    open class func defaultValue(forKey key: String) -> Any? {
        nil
    }

    /// Whether a change of the property named `key` marks the layer as needing display: `false`
    /// by default, unless a subclass answers otherwise. Headless: consulted by nothing.
    ///
    /// - Parameter key: The property's name.
    /// - Returns: `false`.
    open class func needsDisplay(forKey key: String) -> Bool {
        false
    }

    /// Whether the value of a property is archived: `true` by default.
    ///
    /// - Parameter key: The property's name.
    /// - Returns: `true`.
    open func shouldArchiveValue(forKey key: String) -> Bool {
        true
    }

    // MARK: - Presentation

    /// The layer as it appears on screen. Headless: animations finish at once, so what is on
    /// screen is the model: the layer itself (Core Animation returns a separate copy).
    ///
    /// - Returns: The layer.
    open func presentation() -> Self? {
        self
    }

    /// The model layer of a presentation layer: the layer itself, as ``presentation()`` is.
    ///
    /// - Returns: The layer.
    open func model() -> Self {
        self
    }

    // MARK: - Scrolling

    /// The part of the layer that a scroll layer above it shows. Headless: there are no scroll
    /// layers (`CAScrollLayer`), so all of the bounds.
    open var visibleRect: CGRect {
        bounds
    }

    /// Scrolls the nearest scroll layer above the layer to a point. Headless: there are no scroll
    /// layers, so nothing happens.
    ///
    /// - Parameter p: The point, in the layer's coordinates.
    open func scroll(_ p: CGPoint) {}

    /// Scrolls the nearest scroll layer above the layer to show a rectangle. Headless: there are
    /// no scroll layers, so nothing happens.
    ///
    /// - Parameter r: The rectangle, in the layer's coordinates.
    open func scrollRectToVisible(_ r: CGRect) {}

    // MARK: - Timing (CAMediaTiming)

    /// When the layer's timeline begins, in its superlayer's.
    open var beginTime: CFTimeInterval = 0
    /// How long one repetition lasts.
    open var duration: CFTimeInterval = 0
    /// How fast the layer's time passes relative to its superlayer's; 1 by default, 0 stops it.
    open var speed: Float = 1
    /// An offset into the layer's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many times the timeline repeats.
    open var repeatCount: Float = 0
    /// How long the timeline repeats, in seconds.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each repetition plays forwards then backwards.
    open var autoreverses: Bool = false
    /// What the layer's timing shows outside its active time; ``CAMediaTimingFillMode/removed``
    /// by default.
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: - Animations

    /// The animations attached to the layer, in the order they were added, with their keys.
    private var attachedAnimations: [(key: String?, animation: CAAnimation)] = []

    /// Every animation added to the layer with ``add(_:forKey:)``, in order, with its key
    /// (HeadlessUIKit-only): what a test reads to check that a screen animated, as headless
    /// animations finish at once and most leave the layer when they do.
    public private(set) var headlessAddedAnimations: [(key: String?, animation: CAAnimation)] = []

    /// Adds an animation to the layer; an animation already attached under the same key is
    /// removed first (stopping unfinished).
    ///
    /// Headless: the animation finishes at once (see ``CAAnimation``): here, or at the commit of
    /// the open `CATransaction`.
    /// - Parameters:
    ///   - anim: The animation.
    ///   - key: The key to find or remove it by, or `nil`.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        if let key { removeAnimation(forKey: key) }
        attachedAnimations.append((key, anim))
        headlessAddedAnimations.append((key, anim))
        if !CATransaction.deferAnimation(anim, of: self) { finishAnimation(anim) }
    }

    /// The animation attached under a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: The animation, or `nil` (also once it finished, unless its
    ///   `isRemovedOnCompletion` is `false`).
    open func animation(forKey key: String) -> CAAnimation? {
        attachedAnimations.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added.
    ///
    /// - Returns: The keys, or `nil` when no keyed animation is attached.
    open func animationKeys() -> [String]? {
        let keys = attachedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation attached under a key; one that has not finished stops, its delegate
    /// told `animationDidStop(_:finished:)` with `false`.
    ///
    /// - Parameter key: The key.
    open func removeAnimation(forKey key: String) {
        let removed = attachedAnimations.filter { $0.key == key }.map(\.animation)
        attachedAnimations.removeAll { $0.key == key }
        removed.forEach(stopUnfinished)
    }

    /// Removes every attached animation; those that have not finished stop, as
    /// ``removeAnimation(forKey:)`` stops one.
    open func removeAllAnimations() {
        let removed = attachedAnimations.map(\.animation)
        attachedAnimations.removeAll()
        removed.forEach(stopUnfinished)
    }

    /// Finishes an added animation: it starts, leaves the layer if it is removed on completion,
    /// and stops finished.
    func finishAnimation(_ animation: CAAnimation) {
        animation.delegate?.animationDidStart(animation)
        if animation.isRemovedOnCompletion {
            attachedAnimations.removeAll { $0.animation === animation }
        }
        animation.delegate?.animationDidStop(animation, finished: true)
    }

    private func stopUnfinished(_ animation: CAAnimation) {
        guard CATransaction.cancelAnimation(animation) else { return }
        animation.delegate?.animationDidStop(animation, finished: false)
    }

    // MARK: - Initializers

    /// Creates a layer with Core Animation's default values.
    ///
    /// `required`, so that a view whose `layerClass` is a subclass can create its layer: a
    /// subclass declaring designated initializers of its own implements this one too.
    public required override init() {
        super.init()
    }

    /// Creates a copy of another layer's values, as Core Animation does for presentation layers;
    /// subclasses override it to copy their own properties, calling `super`.
    ///
    /// Headless: the stored values are copied (appearance, geometry, contents, actions, timing);
    /// not the sublayers, the mask, the delegate or the animations.
    /// - Parameter layer: The layer to copy, a `CALayer` (anything else gives default values).
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        cornerRadius = other.cornerRadius
        masksToBounds = other.masksToBounds
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        backgroundColor = other.backgroundColor
        opacity = other.opacity
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        name = other.name
        shadowPath = other.shadowPath
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        isHidden = other.isHidden
        zPosition = other.zPosition
        shouldRasterize = other.shouldRasterize
        rasterizationScale = other.rasterizationScale
        contentsScale = other.contentsScale
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        contents = other.contents
        contentsRect = other.contentsRect
        contentsGravity = other.contentsGravity
        contentsCenter = other.contentsCenter
        contentsFormat = other.contentsFormat
        minificationFilter = other.minificationFilter
        magnificationFilter = other.magnificationFilter
        minificationFilterBias = other.minificationFilterBias
        isOpaque = other.isOpaque
        isDoubleSided = other.isDoubleSided
        isGeometryFlipped = other.isGeometryFlipped
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        drawsAsynchronously = other.drawsAsynchronously
        edgeAntialiasingMask = other.edgeAntialiasingMask
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        allowsGroupOpacity = other.allowsGroupOpacity
        compositingFilter = other.compositingFilter
        filters = other.filters
        backgroundFilters = other.backgroundFilters
        style = other.style
        actions = other.actions
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
    }
}

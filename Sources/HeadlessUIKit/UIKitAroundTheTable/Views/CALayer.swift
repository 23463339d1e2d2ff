import Foundation

/// A Core Animation layer, reduced to the appearance values views set on it.
///
/// Headless: the values are stored so tests can read them; nothing is drawn or composited. Layer
/// geometry (``frame``, ``bounds``) and the sublayer tree are stored as set: a view's layer does
/// not follow the view's frame, and sublayers are not laid out. A view's ``UIView/alpha`` and
/// ``UIView/clipsToBounds`` are this layer's ``opacity`` and ``masksToBounds``, as in UIKit.
open class CALayer: NSObject {
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

    /// The layer's own coordinate space; its size is the layer's size.
    open var bounds: CGRect = .zero
    /// Where the layer's ``anchorPoint`` is, in its superlayer's coordinates.
    open var position: CGPoint = .zero
    /// The point of the layer that sits at ``position`` and that ``transform`` scales and rotates
    /// around, in unit coordinates of the bounds: (0.5, 0.5), the center, by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
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

    /// Marks the content as needing to be redrawn; headless: nothing is drawn.
    open func setNeedsDisplay() {}

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
    /// Headless: the appearance values, the bounds and the position are copied; not the
    /// sublayers, the mask or the animations.
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
    }
}

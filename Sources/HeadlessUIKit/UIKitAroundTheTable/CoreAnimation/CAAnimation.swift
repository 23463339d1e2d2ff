import Foundation

/// An explicit Core Animation animation, added to a layer with `CALayer.add(_:forKey:)`.
///
/// Headless: nothing is drawn, and an animation finishes as soon as it starts, as
/// `UIView.animate` runs its blocks at once: added outside a `CATransaction`, it starts and stops
/// inside `add(_:forKey:)`; inside one, when the transaction commits. The delegate is told
/// `animationDidStart(_:)` then `animationDidStop(_:finished:)` with `true`, and the animation
/// is removed from its layer first when ``isRemovedOnCompletion`` is `true` (the default). The
/// layer keeps a record of every animation added (`CALayer.headlessAddedAnimations`). Unlike
/// Core Animation, the layer holds the animation object itself, not a copy.
open class CAAnimation: NSObject, CAMediaTiming {
    /// The pacing of the animation; `nil` for linear pacing.
    open var timingFunction: CAMediaTimingFunction?
    /// The object told when the animation starts and stops. Strong, as in Core Animation.
    open var delegate: CAAnimationDelegate?
    /// Whether the animation is removed from its layer when it finishes; `true` by default.
    open var isRemovedOnCompletion: Bool = true

    /// When the animation begins, relative to its layer's time.
    open var beginTime: CFTimeInterval = 0
    /// How long one repetition lasts; 0 means Core Animation's default of 0.25 seconds.
    open var duration: CFTimeInterval = 0
    /// How fast time passes for the animation; 1 by default.
    open var speed: Float = 1
    /// An offset into the animation's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many times the animation repeats; 0 means once.
    open var repeatCount: Float = 0
    /// How long the animation repeats, in seconds.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each repetition plays forwards then backwards.
    open var autoreverses: Bool = false
    /// What the animation shows outside its active time; ``CAMediaTimingFillMode/removed`` by
    /// default.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Creates an animation with Core Animation's default values.
    public override init() {
        super.init()
    }

    /// The default value of a property, for properties Core Animation gives defaults.
    ///
    /// - Parameter key: The property's name.
    /// - Returns: `nil`: headless, no property has a default beyond its declared initial value.
    open class func defaultValue(forKey key: String) -> Any? { nil }
}

import Foundation

/// An animation of one layer property, named by a key path.
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the animated property, such as `"opacity"` or `"position.y"`.
    open var keyPath: String?
    /// Whether the animated values are added to the property's current value.
    open var isAdditive: Bool = false
    /// Whether repetitions build on the end value of the previous one.
    open var isCumulative: Bool = false

    /// Creates an animation of a property.
    ///
    /// - Parameter path: The key path of the animated property.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

import Foundation

/// An animation of a property from one value to another.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from.
    open var fromValue: Any?
    /// The value the animation ends at.
    open var toValue: Any?
    /// The value added to the start value to get the end value.
    open var byValue: Any?
}

import Foundation

/// Animations that run together on one layer.
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?
}

import Foundation

extension UIView {
    /// The timing curve of an animation, as keyboard notifications report it.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Constant speed.
        case linear = 3
    }
}

#if !canImport(CoreGraphics)
import Foundation

// UIKit's geometry additions to `NSValue`, which keyboard notifications use
// (`userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue`). Foundation on
// Linux boxes the same values as `rect`, `point` and `size`; these spellings wrap those.
extension NSValue {
    /// Boxes a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// Boxes a point.
    ///
    /// - Parameter point: The point.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// Boxes a size.
    ///
    /// - Parameter size: The size.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }
    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }
}
#endif

import Foundation

/// An object whose image can grow with the accessibility text sizes, as UIKit's image views and
/// buttons can; set ``adjustsImageSizeForAccessibilityContentSizeCategory`` to opt in.
@preconcurrency @MainActor
public protocol UIAccessibilityContentSizeCategoryImageAdjusting: NSObjectProtocol {
    /// Whether the image grows with the accessibility text sizes.
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}

extension UIImageView: UIAccessibilityContentSizeCategoryImageAdjusting {}

extension UIButton: UIAccessibilityContentSizeCategoryImageAdjusting {}

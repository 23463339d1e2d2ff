import Foundation

/// A horizontal anchor: leading, trailing, left, right or center X.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A constraint placing this anchor the system spacing after another, times a multiplier.
    ///
    /// Headless: the system spacing is 8 points, so the constant is 8 × `multiplier`.
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: The number of system spacings.
    /// - Returns: The constraint, inactive.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: 1, constant: NSLayoutConstraint.headlessSystemSpacing * multiplier)
    }

    /// A constraint placing this anchor at least the system spacing after another.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: The number of system spacings (8 points each headlessly).
    /// - Returns: The constraint, inactive.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: NSLayoutConstraint.headlessSystemSpacing * multiplier)
    }

    /// A constraint placing this anchor at most the system spacing after another.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: The number of system spacings (8 points each headlessly).
    /// - Returns: The constraint, inactive.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: 1, constant: NSLayoutConstraint.headlessSystemSpacing * multiplier)
    }
}

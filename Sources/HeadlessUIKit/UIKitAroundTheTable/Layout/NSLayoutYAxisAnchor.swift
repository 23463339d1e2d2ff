import Foundation

/// A vertical anchor: top, bottom, center Y or a baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A constraint placing this anchor the system spacing below another, times a multiplier.
    ///
    /// Headless: the system spacing is 8 points (UIKit derives it from the fonts of baselines).
    /// - Parameters:
    ///   - anchor: The anchor this one is below.
    ///   - multiplier: The number of system spacings.
    /// - Returns: The constraint, inactive.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: 1, constant: NSLayoutConstraint.headlessSystemSpacing * multiplier)
    }

    /// A constraint placing this anchor at least the system spacing below another.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one is below.
    ///   - multiplier: The number of system spacings (8 points each headlessly).
    /// - Returns: The constraint, inactive.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: NSLayoutConstraint.headlessSystemSpacing * multiplier)
    }

    /// A constraint placing this anchor at most the system spacing below another.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one is below.
    ///   - multiplier: The number of system spacings (8 points each headlessly).
    /// - Returns: The constraint, inactive.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: 1, constant: NSLayoutConstraint.headlessSystemSpacing * multiplier)
    }
}

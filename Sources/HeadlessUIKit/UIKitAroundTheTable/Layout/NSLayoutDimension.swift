import Foundation

/// A size anchor: width or height. Besides relating to other anchors, it can be set to a
/// constant or to a multiple of another dimension.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint making this dimension equal to a constant.
    ///
    /// - Parameter c: The size in points.
    /// - Returns: The constraint, inactive.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: nil as NSLayoutDimension?, multiplier: 1, constant: c)
    }

    /// A constraint making this dimension at least a constant.
    ///
    /// - Parameter c: The size in points.
    /// - Returns: The constraint, inactive.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: nil as NSLayoutDimension?, multiplier: 1, constant: c)
    }

    /// A constraint making this dimension at most a constant.
    ///
    /// - Parameter c: The size in points.
    /// - Returns: The constraint, inactive.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: nil as NSLayoutDimension?, multiplier: 1, constant: c)
    }

    /// A constraint making this dimension a multiple of another.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    /// - Returns: The constraint, inactive.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: 0)
    }

    /// A constraint making this dimension at least a multiple of another.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    /// - Returns: The constraint, inactive.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }

    /// A constraint making this dimension at most a multiple of another.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    /// - Returns: The constraint, inactive.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }

    /// A constraint making this dimension a multiple of another plus a constant.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    ///   - c: The constant.
    /// - Returns: The constraint, inactive.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: c)
    }

    /// A constraint making this dimension at least a multiple of another plus a constant.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    ///   - c: The constant.
    /// - Returns: The constraint, inactive.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }

    /// A constraint making this dimension at most a multiple of another plus a constant.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    ///   - c: The constant.
    /// - Returns: The constraint, inactive.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
}

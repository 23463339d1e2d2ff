extension NSLayoutConstraint {
    /// The relation between the two sides of a constraint.
    public enum Relation: Int, Sendable {
        /// First ≤ multiplier × second + constant.
        case lessThanOrEqual = -1
        /// First = multiplier × second + constant.
        case equal = 0
        /// First ≥ multiplier × second + constant.
        case greaterThanOrEqual = 1
    }

    /// The part of an item a constraint relates.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge.
        case leading = 5
        /// The trailing edge.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal center.
        case centerX = 9
        /// The vertical center.
        case centerY = 10
        /// The baseline of the last line of text.
        case lastBaseline = 11
        /// The baseline of the first line of text.
        case firstBaseline = 12
        /// The left margin.
        case leftMargin = 13
        /// The right margin.
        case rightMargin = 14
        /// The top margin.
        case topMargin = 15
        /// The bottom margin.
        case bottomMargin = 16
        /// The leading margin.
        case leadingMargin = 17
        /// The trailing margin.
        case trailingMargin = 18
        /// The horizontal center between the margins.
        case centerXWithinMargins = 19
        /// The vertical center between the margins.
        case centerYWithinMargins = 20
        /// No attribute: the second item of a constant-only constraint.
        case notAnAttribute = 0
    }

    /// A layout axis.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

import Foundation

/// Whether two lengths agree to a millionth of a point (scaling multiplies by ratios, arcs are
/// computed with trigonometry).
func isClose(_ length: CGFloat, _ expected: CGFloat) -> Bool {
    abs(length - expected) < 0.000_001
}

/// Whether two sizes agree to a millionth of a point.
func isClose(_ size: CGSize, _ expected: CGSize) -> Bool {
    isClose(size.width, expected.width) && isClose(size.height, expected.height)
}

/// Whether two rectangles agree to within rounding (a billionth of a point).
func isClose(_ rect: CGRect, _ expected: CGRect) -> Bool {
    abs(rect.minX - expected.minX) < 1e-9 && abs(rect.minY - expected.minY) < 1e-9
        && abs(rect.width - expected.width) < 1e-9 && abs(rect.height - expected.height) < 1e-9
}

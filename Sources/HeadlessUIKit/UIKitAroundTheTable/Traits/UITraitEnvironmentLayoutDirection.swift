/// The direction of an interface's layout, as a trait, with iOS's raw values.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// No direction.
    case unspecified = -1
    /// Left to right, as for English. The headless screen's direction.
    case leftToRight = 0
    /// Right to left, as for Arabic and Hebrew.
    case rightToLeft = 1
}

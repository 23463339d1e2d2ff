/// The direction content is laid out in (`UIView.effectiveUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1
}

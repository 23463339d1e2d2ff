/// How a view's content behaves in a right-to-left layout (`UIView.semanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Flips with the layout direction.
    case unspecified = 0
    /// Playback controls (play, rewind), which never flip.
    case playback = 1
    /// Directional controls (a D-pad), which never flip.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

import Foundation

/// The orientation of the app's interface.
public enum UIInterfaceOrientation: Int, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// Portrait, with the home button (or bottom edge) at the bottom.
    case portrait = 1
    /// Portrait, upside down.
    case portraitUpsideDown = 2
    /// Landscape, with the home button (or bottom edge) on the left.
    case landscapeLeft = 4
    /// Landscape, with the home button (or bottom edge) on the right.
    case landscapeRight = 3

    /// Whether the interface is in a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the interface is in a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

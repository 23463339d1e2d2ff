/// The orientation of the app's interface, as opposed to the device's (``UIDeviceOrientation``):
/// turning the device left turns the interface right.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape with the home button or bottom edge on the left (the device turned right).
    case landscapeLeft = 4
    /// Landscape with the home button or bottom edge on the right (the device turned left).
    case landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

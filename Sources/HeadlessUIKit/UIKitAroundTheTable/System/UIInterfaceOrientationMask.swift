/// A set of interface orientations, which a view controller supports
/// (`UIViewController.supportedInterfaceOrientations`).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The raw bits: bit *n* stands for the ``UIInterfaceOrientation`` whose raw value is *n*.
    public let rawValue: UInt

    /// Creates a mask from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Upright.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << UInt(UIInterfaceOrientation.portrait.rawValue))
    /// Landscape with the bottom edge on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << UInt(UIInterfaceOrientation.landscapeLeft.rawValue))
    /// Landscape with the bottom edge on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << UInt(UIInterfaceOrientation.landscapeRight.rawValue))
    /// Upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << UInt(UIInterfaceOrientation.portraitUpsideDown.rawValue))
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside down: what iPhone controllers support by default.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

}

/// Whether the device senses how hard a finger presses (3D Touch), with iOS's raw values.
public enum UIForceTouchCapability: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// The device has no 3D Touch (every iPhone since the iPhone 11, every iPad), or the user
    /// turned it off.
    case unavailable = 1
    /// The device senses force: peeks and pops work.
    case available = 2
}

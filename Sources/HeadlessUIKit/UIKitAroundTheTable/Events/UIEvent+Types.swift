extension UIEvent {
    /// The kinds of events.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// Motion of the device (a shake).
        case motion = 1
        /// Remote-control commands (headphones, Control Center).
        case remoteControl = 2
        /// Presses of physical buttons or keys.
        case presses = 3
        /// Scrolling with a pointer device.
        case scroll = 10
        /// A pointer hovering.
        case hover = 11
        /// A pinch or rotation of a trackpad.
        case transform = 14
    }

    /// Which motion or remote-control command an event stands for.
    public enum EventSubtype: Int, Sendable {
        /// No subtype.
        case none = 0
        /// The user shook the device.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Toggle play and pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
        /// Start seeking backward.
        case remoteControlBeginSeekingBackward = 106
        /// Stop seeking backward.
        case remoteControlEndSeekingBackward = 107
        /// Start seeking forward.
        case remoteControlBeginSeekingForward = 108
        /// Stop seeking forward.
        case remoteControlEndSeekingForward = 109
    }
}

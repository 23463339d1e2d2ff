import Foundation

/// UIKit's namespace for assistive technologies: posting accessibility notifications and reading
/// the user's accessibility settings.
///
/// Headless: no assistive technology runs, so every setting reads `false` and posted
/// notifications go to the log of ``headlessRecordingPostedNotifications(_:)``, where a test
/// can check what its screen announced.
public struct UIAccessibility {
    private init() {}

    /// A notification an app posts to assistive technologies, such as an announcement or a
    /// change of layout.
    ///
    /// Raw values are UIKit's runtime constants as commonly reported (screen changed 1000,
    /// layout changed 1001, announcement 1008, page scrolled 1009); not confirmed on a device.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number.
        public let rawValue: UInt32

        /// Creates a notification from its number.
        ///
        /// - Parameter rawValue: The number.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// The screen changed: a new view controller, for example. The argument is the element
        /// VoiceOver moves to, or a string to read.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed. The argument is the element VoiceOver moves to, or a
        /// string to read.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to read; the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
        /// Scrolling finished; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pauses assistive technology; the argument names which one.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1017)
        /// Resumes assistive technology; the argument names which one.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1018)
    }

    /// A notification posted headlessly, as ``headlessRecordingPostedNotifications(_:)`` collects
    /// it (HeadlessUIKit-only).
    public struct HeadlessPostedNotification {
        /// The notification.
        public let notification: Notification
        /// The argument it was posted with: a string to read, an element to focus, or `nil`.
        public let argument: Any?
    }

    /// The log of the current task, if a test installed one.
    @TaskLocal private static var postedNotifications: HeadlessEventLog<HeadlessPostedNotification>?

    /// Posts a notification to assistive technologies.
    ///
    /// Headless: nothing is read aloud; the notification goes to the log installed by
    /// ``headlessRecordingPostedNotifications(_:)`` around the current task, and is dropped
    /// otherwise.
    ///
    /// - Parameters:
    ///   - notification: The notification.
    ///   - argument: A string to read, the element to focus, or `nil`.
    public static func post(notification: Notification, argument: Any?) {
        postedNotifications?.append(HeadlessPostedNotification(notification: notification, argument: argument))
    }

    /// Runs `body` and returns the accessibility notifications it posted, in order
    /// (HeadlessUIKit-only).
    ///
    /// The log is task-local, so tests running in parallel each see their own posts.
    ///
    /// - Parameter body: The code that posts, typically a simulated interaction.
    /// - Returns: What `body` posted.
    public static func headlessRecordingPostedNotifications(
        _ body: () throws -> Void
    ) rethrows -> [HeadlessPostedNotification] {
        try HeadlessEventLog.recording(in: $postedNotifications, body)
    }

    /// Whether VoiceOver is running; headless: never.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running; headless: never.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the user asked for bold text; headless: no.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the user asked for reduced motion; headless: no.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for reduced transparency; headless: no.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user asked for darker system colors; headless: no.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether the user asked for grayscale; headless: no.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether the user asked for inverted colors; headless: no.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether the user asked to differentiate without color; headless: no.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether the user asked for button shapes; headless: no.
    public static var buttonShapesEnabled: Bool { false }

    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when the user turns bold text on or off.
    public static let boldTextStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when the user turns reduced motion on or off.
    public static let reduceMotionStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}

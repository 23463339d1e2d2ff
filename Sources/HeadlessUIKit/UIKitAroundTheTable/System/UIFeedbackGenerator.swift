import Foundation

/// The base of haptic feedback generators.
///
/// Headless: no device vibrates. Each haptic a generator plays is reported to the log installed
/// by ``headlessRecordingHaptics(_:)``, where a test can check what its screen played, and is
/// dropped otherwise.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// A haptic a generator played (HeadlessUIKit-only).
    public enum HeadlessHaptic: Equatable, Sendable {
        /// An impact of a style, at an intensity from 0 to 1.
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        /// A selection change.
        case selectionChanged
        /// A notification: success, warning or error.
        case notification(UINotificationFeedbackGenerator.FeedbackType)
    }

    /// The log of the current task, if a test installed one.
    @TaskLocal private static var haptics: HeadlessEventLog<HeadlessHaptic>?

    /// Creates a generator.
    public override init() {
        super.init()
    }

    /// Prepares the engine to play soon with little latency; headless: nothing to prepare.
    open func prepare() {}

    /// Reports a haptic played by a generator.
    func play(_ haptic: HeadlessHaptic) {
        Self.haptics?.append(haptic)
    }

    /// Runs `body` and returns the haptics generators played during it, in order
    /// (HeadlessUIKit-only).
    ///
    /// - Parameter body: The code that plays, typically a simulated interaction.
    /// - Returns: What `body` played.
    public static func headlessRecordingHaptics(_ body: () throws -> Void) rethrows -> [HeadlessHaptic] {
        try HeadlessEventLog.recording(in: $haptics, body)
    }
}

/// A generator of impacts: something snapping into place, colliding or landing.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass and flexibility of the impact.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light = 0
        /// A medium impact.
        case medium = 1
        /// A heavy impact.
        case heavy = 2
        /// A soft, flexible impact.
        case soft = 3
        /// A hard, rigid impact.
        case rigid = 4
    }

    private let style: FeedbackStyle

    /// Creates a generator of impacts of `style`.
    ///
    /// - Parameter style: The style of every impact.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of medium impacts.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Plays an impact at an intensity from 0 to 1 (values outside are clamped).
    ///
    /// - Parameter intensity: The intensity.
    open func impactOccurred(intensity: CGFloat) {
        play(.impact(style, intensity: min(max(intensity, 0), 1)))
    }
}

/// A generator of selection feedback: a picker's value changing.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the feedback of a selection changing.
    open func selectionChanged() {
        play(.selectionChanged)
    }
}

/// A generator of notification feedback: a task succeeding, warning or failing.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback conveys.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2
    }

    /// Plays the feedback of an outcome.
    ///
    /// - Parameter notificationType: The outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        play(.notification(notificationType))
    }
}

import Foundation

/// The image of a Home Screen quick action: one of the system's icons, a template image of the
/// app's bundle, or an SF Symbol.
///
/// Headless: nothing is drawn; the icon keeps what it was made from, which
/// ``headlessSource`` reports.
// `@unchecked Sendable`: every stored property is an immutable `let` of a `Sendable` value.
open class UIApplicationShortcutIcon: NSObject, NSCopying, @unchecked Sendable {
    /// The system's quick-action icons.
    public enum IconType: Int, Sendable {
        /// Writing something new.
        case compose
        /// Playing.
        case play
        /// Pausing.
        case pause
        /// Adding.
        case add
        /// A location.
        case location
        /// Searching.
        case search
        /// Sharing.
        case share
        /// Something not allowed.
        case prohibit
        /// A contact.
        case contact
        /// Home.
        case home
        /// Marking a location.
        case markLocation
        /// A favorite.
        case favorite
        /// Something loved.
        case love
        /// The cloud.
        case cloud
        /// An invitation.
        case invitation
        /// A confirmation.
        case confirmation
        /// Mail.
        case mail
        /// A message.
        case message
        /// A date.
        case date
        /// A time.
        case time
        /// Taking a photo.
        case capturePhoto
        /// Recording a video.
        case captureVideo
        /// A task.
        case task
        /// A completed task.
        case taskCompleted
        /// An alarm.
        case alarm
        /// A bookmark.
        case bookmark
        /// Shuffling.
        case shuffle
        /// Audio.
        case audio
        /// An update.
        case update
    }

    /// What an icon is made from (HeadlessUIKit-only).
    public enum HeadlessSource: Equatable, Sendable {
        /// One of the system's icons.
        case system(IconType)
        /// A template image of the app's bundle, by name.
        case templateImage(String)
        /// An SF Symbol, by name.
        case systemImage(String)
    }

    /// What the icon is made from (HeadlessUIKit-only: UIKit does not tell).
    public let headlessSource: HeadlessSource

    private init(headlessSource: HeadlessSource) {
        self.headlessSource = headlessSource
        super.init()
    }

    /// Creates an icon from one of the system's icons.
    ///
    /// - Parameter type: The icon.
    public convenience init(type: IconType) {
        self.init(headlessSource: .system(type))
    }

    /// Creates an icon from a template image of the app's bundle.
    ///
    /// - Parameter templateImageName: The image's name.
    public convenience init(templateImageName: String) {
        self.init(headlessSource: .templateImage(templateImageName))
    }

    /// Creates an icon from an SF Symbol.
    ///
    /// - Parameter systemImageName: The symbol's name.
    public convenience init(systemImageName: String) {
        self.init(headlessSource: .systemImage(systemImageName))
    }

    /// The icon itself: it cannot change.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The icon.
    open func copy(with zone: NSZone? = nil) -> Any {
        self
    }
}

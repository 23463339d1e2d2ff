#if !canImport(ObjectiveC)
import Foundation

/// The identifier of a saved user activity, used to delete it.
public typealias NSUserActivityPersistentIdentifier = String

/// The type of a user activity that continues browsing a web page: a universal link opening the
/// app, or a page handed off from a browser; its `webpageURL` is the page.
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"

/// Foundation's user activity (Handoff, search, state restoration), where Foundation lacks it:
/// swift-corelibs-foundation has no `NSUserActivity`. Where the Objective-C runtime exists,
/// Foundation's own class is used instead.
///
/// Declared as Foundation's (iOS 14.2 interfaces and current documentation); not isolated to the
/// main actor, as in Foundation. Screens give one to a responder (``UIResponder/userActivity``),
/// fill it in ``UIResponder/updateUserActivityState(_:)`` and read it back in
/// ``UIResponder/restoreUserActivityState(_:)``.
///
/// Headless: nothing is advertised, indexed or handed off. ``becomeCurrent()``,
/// ``resignCurrent()`` and ``invalidate()`` change ``headlessIsCurrent``; a save, which UIKit
/// makes "at appropriate times", happens when a test calls ``headlessSave()``.
open class NSUserActivity: NSObject {
    /// Guards ``current``.
    private static let currentLock = NSLock()

    /// The activity made current last and not resigned since; only read and written under
    /// ``currentLock``.
    nonisolated(unsafe) private static weak var current: NSUserActivity?

    /// Whether ``invalidate()`` was called.
    private(set) var isInvalidated = false

    /// Creates a user activity of the given type.
    ///
    /// - Parameter activityType: The type of the activity, a developer-defined string in
    ///   reverse-DNS format by convention, such as `com.myCompany.myEditor.editing`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    // MARK: - Content

    /// The type of the activity, as given to ``init(activityType:)``.
    open private(set) var activityType: String

    /// The user-visible title of the activity; `nil` until set.
    open var title: String?

    /// The app-specific state needed to continue the activity; `nil` until set.
    open var userInfo: [AnyHashable: Any]?

    /// Adds the entries of `otherDictionary` to ``userInfo``; a key in both takes the value in
    /// `otherDictionary`. When ``userInfo`` is `nil`, it becomes `otherDictionary`.
    ///
    /// - Parameter otherDictionary: The entries to add.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// The keys of ``userInfo`` that represent the minimal information to restore the activity.
    open var requiredUserInfoKeys: Set<String>?

    /// Whether the state of the activity needs to be updated before it is saved; `false` until
    /// set.
    ///
    /// When it is `true`, a save (headless: ``headlessSave()``) tells the ``delegate`` with
    /// ``NSUserActivityDelegate/userActivityWillSave(_:)`` and, for an activity responders share,
    /// asks them to update it; headless: the save then sets it back to `false`.
    open var needsSave = false

    /// The web page to load in a browser to continue the activity on a device without the app.
    open var webpageURL: URL?

    /// The URL of the page that led to the activity.
    open var referrerURL: URL?

    /// The date after which the activity is no longer eligible for Handoff or indexing.
    open var expirationDate: Date?

    /// Words that describe the activity for search; empty until set.
    open var keywords: Set<String> = []

    /// Whether the continuing device may ask for streams back to this one; `false` until set.
    open var supportsContinuationStreams = false

    /// The object that receives the activity's save and continuation callbacks.
    weak open var delegate: (any NSUserActivityDelegate)?

    /// The identifier of the content the activity shows, which the system uses to choose the
    /// scene that continues it.
    open var targetContentIdentifier: String?

    // MARK: - Eligibility

    /// Whether the activity can continue on another device with Handoff; `true` by default.
    open var isEligibleForHandoff = true

    /// Whether the activity is added to the on-device search index while it is current; `false`
    /// by default.
    open var isEligibleForSearch = false

    /// Whether the activity is added to the public search index; `false` by default.
    open var isEligibleForPublicIndexing = false

    /// Whether Siri can suggest the activity as a shortcut; `false` by default.
    open var isEligibleForPrediction = false

    /// The identifier used to delete the saved activity later.
    open var persistentIdentifier: NSUserActivityPersistentIdentifier?

    // MARK: - Current activity

    /// Marks the activity as the one the user is performing; the activity that was current
    /// before is no longer current. After ``invalidate()`` this has no effect.
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        Self.currentLock.withLock { Self.current = self }
    }

    /// Marks the activity as no longer current without invalidating it; ``becomeCurrent()``
    /// makes it current again.
    open func resignCurrent() {
        Self.currentLock.withLock {
            if Self.current === self { Self.current = nil }
        }
    }

    /// Ends the activity: it is no longer current, and ``becomeCurrent()`` has no effect on it
    /// any more.
    open func invalidate() {
        isInvalidated = true
        resignCurrent()
    }

    /// Whether the activity is the current one: made current with ``becomeCurrent()`` and not
    /// resigned, invalidated or replaced by another activity since. Headless-only: Foundation
    /// does not expose the current activity.
    public var headlessIsCurrent: Bool {
        Self.currentLock.withLock { Self.current === self }
    }
}
#endif

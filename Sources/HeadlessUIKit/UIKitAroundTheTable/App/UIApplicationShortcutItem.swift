import Foundation

/// A Home Screen quick action: what the user picks after pressing the app's icon.
///
/// The app registers its dynamic quick actions in `UIApplication.shortcutItems`; when the user
/// picks one, the scene delegate is told `windowScene(_:performActionFor:completionHandler:)`
/// (an app without scenes: the app delegate's `application(_:performActionFor:completionHandler:)`),
/// or, when the action launches the app, finds it in its connection options' `shortcutItem`.
/// A test picks one with `HeadlessApp.simulateQuickAction(_:)`, or launches the app with it under
/// `UIApplication.LaunchOptionsKey.shortcutItem`.
///
/// A quick action cannot change; ``UIMutableApplicationShortcutItem`` can.
// `@unchecked Sendable`, as UIKit's: the mutable subclass changes only where its owner does.
open class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// What the quick action is, in the item's own storage, which the mutable subclass writes.
    var storedType: String
    var storedLocalizedTitle: String
    var storedLocalizedSubtitle: String?
    var storedIcon: UIApplicationShortcutIcon?
    var storedUserInfo: [String: any NSSecureCoding]?
    var storedTargetContentIdentifier: Any?

    /// The app's identifier of the action, which its handler switches on.
    open var type: String { storedType }
    /// The title the Home Screen shows.
    open var localizedTitle: String { storedLocalizedTitle }
    /// The subtitle the Home Screen shows under the title, if any.
    open var localizedSubtitle: String? { storedLocalizedSubtitle }
    /// The icon the Home Screen shows, if any.
    open var icon: UIApplicationShortcutIcon? { storedIcon }
    /// The app's own information for performing the action (its version, an identifier…).
    open var userInfo: [String: any NSSecureCoding]? { storedUserInfo }
    /// What decides the scene that performs the action, on iPad; `nil` by default.
    open var targetContentIdentifier: Any? { storedTargetContentIdentifier }

    /// Creates a quick action.
    ///
    /// - Parameters:
    ///   - type: The app's identifier of the action.
    ///   - localizedTitle: The title the Home Screen shows.
    ///   - localizedSubtitle: The subtitle under it, or `nil`.
    ///   - icon: The icon, or `nil`.
    ///   - userInfo: The app's own information for performing the action, or `nil`.
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?, userInfo: [String: any NSSecureCoding]? = nil) {
        storedType = type
        storedLocalizedTitle = localizedTitle
        storedLocalizedSubtitle = localizedSubtitle
        storedIcon = icon
        storedUserInfo = userInfo
        super.init()
    }

    /// Creates a quick action with a title only.
    ///
    /// - Parameters:
    ///   - type: The app's identifier of the action.
    ///   - localizedTitle: The title the Home Screen shows.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }

    /// A quick action that cannot change, with the same properties.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        copyProperties(into: UIApplicationShortcutItem(type: type, localizedTitle: localizedTitle))
    }

    /// A ``UIMutableApplicationShortcutItem`` with the same properties, to change some of them.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        copyProperties(into: UIMutableApplicationShortcutItem(type: type, localizedTitle: localizedTitle))
    }

    /// Gives `copy` this item's properties and returns it.
    private func copyProperties<Item: UIApplicationShortcutItem>(into copy: Item) -> Item {
        copy.storedLocalizedSubtitle = localizedSubtitle
        copy.storedIcon = icon
        copy.storedUserInfo = userInfo
        copy.storedTargetContentIdentifier = targetContentIdentifier
        return copy
    }
}

/// A Home Screen quick action whose properties can change: build one, or change a copy of a
/// registered one (`mutableCopy()`), then register it again in `UIApplication.shortcutItems`.
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem, @unchecked Sendable {
    /// The app's identifier of the action, which its handler switches on.
    override open var type: String {
        get { storedType }
        set { storedType = newValue }
    }

    /// The title the Home Screen shows.
    override open var localizedTitle: String {
        get { storedLocalizedTitle }
        set { storedLocalizedTitle = newValue }
    }

    /// The subtitle the Home Screen shows under the title, if any.
    override open var localizedSubtitle: String? {
        get { storedLocalizedSubtitle }
        set { storedLocalizedSubtitle = newValue }
    }

    /// The icon the Home Screen shows, if any.
    override open var icon: UIApplicationShortcutIcon? {
        get { storedIcon }
        set { storedIcon = newValue }
    }

    /// The app's own information for performing the action.
    override open var userInfo: [String: any NSSecureCoding]? {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }

    /// What decides the scene that performs the action, on iPad.
    override open var targetContentIdentifier: Any? {
        get { storedTargetContentIdentifier }
        set { storedTargetContentIdentifier = newValue }
    }
}

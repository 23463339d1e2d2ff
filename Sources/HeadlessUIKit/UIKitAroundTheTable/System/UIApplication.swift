import Foundation

/// The running app: its delegate and scenes, opening URLs, the idle timer, the badge,
/// background tasks and the app's lifecycle notifications.
///
/// Headless: one shared app that never leaves the process. Its delegate, scenes and state are
/// those of the app ``HeadlessApp/launch(delegate:sceneManifest:launchOptions:opening:continuing:_:)`` runs for the
/// current task (so tests running in parallel each see their own); outside a launch it has no
/// scenes and is `.active`. URLs it opens are
/// reported to the log installed by ``headlessRecordingOpenedURLs(openableSchemes:_:)``.
/// `canOpenURL(_:)` answers from the openable schemes: `http`, `https` and
/// ``openSettingsURLString``'s `app-settings` unless a recording names others (on iOS the
/// answer depends on the installed apps and `LSApplicationQueriesSchemes`).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The state of the app in its lifecycle.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// Options for opening a URL.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The option's name.
        public let rawValue: String

        /// Creates an option from its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Open the URL only if an app handles it as a universal link (a `Bool`).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// What a recording installed: the log of opened URLs and the schemes that open.
    private final class URLOpening: Sendable {
        let log = HeadlessEventLog<URL>()
        let openableSchemes: Set<String>

        init(openableSchemes: Set<String>) {
            self.openableSchemes = openableSchemes
        }
    }

    /// The schemes that open when no recording names others.
    nonisolated public static let headlessDefaultOpenableSchemes: Set<String> = ["http", "https", "app-settings"]

    @TaskLocal private static var urlOpening: URLOpening?

    /// The app.
    open class var shared: UIApplication { sharedApplication }
    private static let sharedApplication = UIApplication()

    private var nextBackgroundTask = 1
    private var runningBackgroundTasks: Set<Int> = []
    /// The Home Screen's state outside a launched app (see ``HeadlessApp``).
    private let homeScreenOutsideLaunch = HeadlessHomeScreen()

    private override init() {
        super.init()
    }

    /// The URL of the app's page in Settings, for `open(_:)`.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// Whether the screen stays on while the app runs.
    open var isIdleTimerDisabled: Bool = false
    /// The number on the app's icon.
    open var applicationIconBadgeNumber: Int = 0
    /// The user's text size: the screen's content size category (`.large` unless a test
    /// changes the headless device's traits).
    open var preferredContentSizeCategory: UIContentSizeCategory { UIScreen.main.traitCollection.preferredContentSizeCategory }
    /// The app's state: that of the launched app (see ``HeadlessApp``), `.active` outside a
    /// launch.
    open var applicationState: State { HeadlessApp.current?.state ?? .active }

    private weak var delegateOutsideLaunch: UIApplicationDelegate?

    /// The app's delegate.
    ///
    /// Headless: during ``HeadlessApp/launch(delegate:sceneManifest:launchOptions:opening:continuing:_:)``, the
    /// launched app's delegate (setting it replaces that one for the launch); outside a launch,
    /// the object last set, held weakly (UIKit holds it `unowned(unsafe)`).
    open var delegate: UIApplicationDelegate? {
        get {
            guard let app = HeadlessApp.current else { return delegateOutsideLaunch }
            return app.delegate
        }
        set {
            if let app = HeadlessApp.current {
                app.delegate = newValue
            } else {
                delegateOutsideLaunch = newValue
            }
        }
    }

    /// The scenes connected to the app: the launched app's (see ``HeadlessApp``); none outside
    /// a launch.
    open var connectedScenes: Set<UIScene> { Set(HeadlessApp.current?.scenes ?? []) }

    /// The sessions of the app's scenes: the launched app's (see ``HeadlessApp``); none outside
    /// a launch.
    open var openSessions: Set<UISceneSession> { Set(HeadlessApp.current?.scenes.map(\.session) ?? []) }

    /// Whether the app shows several scenes at once: `false` (the headless device is an
    /// iPhone).
    open var supportsMultipleScenes: Bool { false }
    /// Whether the network activity indicator shows (deprecated since iOS 13; does nothing there).
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Provide a custom network activity UI in your app if desired.")
    open var isNetworkActivityIndicatorVisible: Bool = false

    /// Whether some app opens `url`: whether its scheme is openable (see the class overview).
    ///
    /// - Parameter url: The URL.
    /// - Returns: Whether `open(_:)` would open it.
    open func canOpenURL(_ url: URL) -> Bool {
        let schemes = Self.urlOpening?.openableSchemes ?? Self.headlessDefaultOpenableSchemes
        return url.scheme.map { schemes.contains($0.lowercased()) } ?? false
    }

    /// Opens `url` in the app that handles it.
    ///
    /// Headless: a URL that ``canOpenURL(_:)`` accepts is reported to the recording log; the
    /// completion then runs at once with whether it opened.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: Options such as ``OpenExternalURLOptionsKey/universalLinksOnly``.
    ///   - completion: Called with whether the URL opened.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        let opened = canOpenURL(url)
        if opened { Self.urlOpening?.log.append(url) }
        completion?(opened)
    }

    /// Opens `url` in the app that handles it and returns whether it opened.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: Options such as ``OpenExternalURLOptionsKey/universalLinksOnly``.
    /// - Returns: Whether the URL opened.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        var opened = false
        open(url, options: options) { opened = $0 }
        return opened
    }

    /// Runs `body` and returns the URLs the app opened during it, in order
    /// (HeadlessUIKit-only).
    ///
    /// - Parameters:
    ///   - openableSchemes: The URL schemes that open (lowercase), by default
    ///     ``headlessDefaultOpenableSchemes``.
    ///   - body: The code that opens URLs, typically a simulated tap.
    /// - Returns: The URLs opened.
    public func headlessRecordingOpenedURLs(
        openableSchemes: Set<String> = UIApplication.headlessDefaultOpenableSchemes,
        _ body: () throws -> Void
    ) rethrows -> [URL] {
        let opening = URLOpening(openableSchemes: openableSchemes)
        try Self.$urlOpening.withValue(opening) { try body() }
        return opening.log.recorded
    }

    /// Starts a task that continues if the app moves to the background.
    ///
    /// - Parameter handler: Called if time runs out; headless: never.
    /// - Returns: The task's identifier, for ``endBackgroundTask(_:)``.
    open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Starts a named task that continues if the app moves to the background.
    ///
    /// - Parameters:
    ///   - taskName: A name for debugging.
    ///   - handler: Called if time runs out; headless: never.
    /// - Returns: The task's identifier, for ``endBackgroundTask(_:)``.
    open func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (() -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        defer { nextBackgroundTask += 1 }
        runningBackgroundTasks.insert(nextBackgroundTask)
        return UIBackgroundTaskIdentifier(rawValue: nextBackgroundTask)
    }

    /// Ends a background task.
    ///
    /// - Parameter identifier: The task's identifier.
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        runningBackgroundTasks.remove(identifier.rawValue)
    }

    /// Whether a background task is running (HeadlessUIKit-only): whether
    /// ``beginBackgroundTask(withName:expirationHandler:)`` gave `identifier` and
    /// ``endBackgroundTask(_:)`` has not ended it.
    ///
    /// - Parameter identifier: The task's identifier.
    /// - Returns: Whether it is running.
    public func headlessIsBackgroundTaskRunning(_ identifier: UIBackgroundTaskIdentifier) -> Bool {
        runningBackgroundTasks.contains(identifier.rawValue)
    }

    // MARK: - Home Screen

    /// The Home Screen of the running app: the launched app's, else one shared outside launches.
    private var homeScreen: HeadlessHomeScreen { HeadlessApp.current?.homeScreen ?? homeScreenOutsideLaunch }

    /// The app's dynamic quick actions, which the Home Screen shows when the user presses the
    /// app's icon, after the static ones of its `Info.plist`. Headless: kept for the launched
    /// app (see ``HeadlessApp``); a test picks one with ``HeadlessApp/simulateQuickAction(_:)``.
    open var shortcutItems: [UIApplicationShortcutItem]? {
        get { homeScreen.shortcutItems }
        set { homeScreen.shortcutItems = newValue }
    }

    /// Whether the app may change its icon: `true`.
    open var supportsAlternateIcons: Bool { true }

    /// The name of the alternate icon the Home Screen shows, or `nil` for the primary icon.
    open var alternateIconName: String? { homeScreen.alternateIconName }

    /// Changes the app's icon to one of the alternate icons of its `Info.plist`, or back to the
    /// primary icon.
    ///
    /// Headless: every name is taken (iOS fails with an error for a name the app's `Info.plist`
    /// does not declare), and the completion runs at once (on iOS, later on a background queue).
    ///
    /// - Parameters:
    ///   - alternateIconName: The icon's name, or `nil` for the primary icon.
    ///   - completionHandler: Called with `nil` once the icon changed, or with the error.
    open func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@Sendable (Error?) -> Void)? = nil) {
        homeScreen.alternateIconName = alternateIconName
        completionHandler?(nil)
    }

    /// Changes the app's icon to one of the alternate icons of its `Info.plist`, or back to the
    /// primary icon (see ``setAlternateIconName(_:completionHandler:)``).
    ///
    /// - Parameter alternateIconName: The icon's name, or `nil` for the primary icon.
    open func setAlternateIconName(_ alternateIconName: String?) async throws {
        homeScreen.alternateIconName = alternateIconName
    }

    // MARK: - Windows

    /// The windows of the app's connected scenes, in the order the scenes connected.
    ///
    /// Headless: the windows of the scenes of the app launched with ``HeadlessApp``; outside a
    /// launch there are no scenes, so none (HeadlessUIKit keeps no list of other windows).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] {
        (HeadlessApp.current?.windowScenes ?? []).flatMap(\.windows)
    }

    /// The key window of the app's connected scenes, if any.
    ///
    /// Headless: the first of ``windows`` that is key.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? {
        windows.first(where: \.isKeyWindow)
    }

    /// The interface orientations of a window's view controllers that do not decide their own:
    /// the app delegate's `application(_:supportedInterfaceOrientationsFor:)`, else an iPhone
    /// app's (`.allButUpsideDown`).
    ///
    /// - Parameter window: The window, or `nil`.
    /// - Returns: The orientations.
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .allButUpsideDown
    }

    /// The layout direction of the app's language: left to right (HeadlessUIKit's screen is
    /// left to right).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIScreen.main.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    // MARK: - Actions

    /// The actions ``sendAction(_:to:from:for:)`` found a target for but HeadlessUIKit cannot
    /// call (HeadlessUIKit-only), in the order they were sent; their `controlEvents` are empty.
    public private(set) var headlessUndeliveredActions: [HeadlessTargetAction] = []

    /// Sends an action to a target, or with a `nil` target to the first responder and up the
    /// responder chain, as controls and menus do:
    /// `UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)`
    /// dismisses the keyboard.
    ///
    /// Headless: Linux cannot call a method from its ``Selector``, so HeadlessUIKit calls the
    /// methods it knows: `resignFirstResponder`, `becomeFirstResponder` and the standard edit
    /// commands (`copy:`, `paste:`… on the first responder in the chain whose
    /// `canPerformAction(_:withSender:)` answers `true`). Other actions with a target are
    /// appended to ``headlessUndeliveredActions``. With a `nil` target the first responder is
    /// the one in the sender's window when the sender is a responder, else the key window's,
    /// else the only one.
    /// - Parameters:
    ///   - action: The action.
    ///   - target: The object to send it to, or `nil` for the responder chain.
    ///   - sender: The object sending it.
    ///   - event: The event that caused it, if any.
    /// - Returns: Whether a target was found for the action.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let receiver: AnyObject?
        if let target {
            receiver = target as AnyObject
        } else {
            receiver = ResponderActionDispatch.firstResponder(for: sender as? UIResponder, keyWindow: keyWindow)
        }
        guard let receiver else { return false }
        switch ResponderActionDispatch.deliver(action, to: receiver, from: sender, alongChain: target == nil) {
        case .delivered: return true
        case .noResponder: return false
        case .unknownMethod:
            headlessUndeliveredActions.append(HeadlessTargetAction(target: receiver, action: action, controlEvents: []))
            return true
        }
    }

    /// Dispatches an event to the windows it concerns: a touch event to the window of each of
    /// its touches (``UIWindow/sendEvent(_:)``). Subclasses override it to see every event and
    /// call `super`.
    ///
    /// Headless: `UIWindow.simulateTouch(at:)` sends its events to the window directly, not
    /// through this method. Other events are not delivered.
    /// - Parameter event: The event.
    open func sendEvent(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in event.allTouches ?? [] {
            guard let window = touch.window, !windows.contains(where: { $0 === window }) else { continue }
            windows.append(window)
        }
        windows.forEach { $0.sendEvent(event) }
    }

    // MARK: - Remote notifications

    /// Asks the push service for a device token; UIKit answers later through the delegate's
    /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`.
    ///
    /// Headless: there is no push service, so no token ever arrives; the app of the running
    /// launch (``HeadlessApp``) records the registration in ``isRegisteredForRemoteNotifications``.
    open func registerForRemoteNotifications() {
        HeadlessApp.current?.isRegisteredForRemoteNotifications = true
    }

    /// Stops receiving remote notifications.
    open func unregisterForRemoteNotifications() {
        HeadlessApp.current?.isRegisteredForRemoteNotifications = false
    }

    /// Whether the app registered for remote notifications: `false` outside a
    /// ``HeadlessApp`` launch.
    open var isRegisteredForRemoteNotifications: Bool {
        HeadlessApp.current?.isRegisteredForRemoteNotifications ?? false
    }

    // MARK: - Status bar (deprecated since iOS 13)

    /// The status bar style the key window's controller in charge asks for (`.default` without
    /// a key window); see `UIWindow.headlessStatusBarStyle`.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    open var statusBarStyle: UIStatusBarStyle {
        windows.first(where: \.isKeyWindow)?.headlessStatusBarStyle ?? .default
    }

    /// Whether the key window's controller in charge hides the status bar (`false` without a
    /// key window); see `UIWindow.headlessIsStatusBarHidden`.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    open var isStatusBarHidden: Bool {
        windows.first(where: \.isKeyWindow)?.headlessIsStatusBarHidden ?? false
    }

    /// The orientation of the status bar: `.portrait`, the headless device's orientation.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene instead.")
    open var statusBarOrientation: UIInterfaceOrientation { .portrait }

    /// How long the status bar takes to rotate: 0, as nothing rotates or animates headlessly.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    open var statusBarOrientationAnimationDuration: TimeInterval { 0 }

    /// The frame of the status bar in screen coordinates: `.zero`, as UIKit answers when no
    /// status bar shows; headless, none shows (the safe area is empty).
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    open var statusBarFrame: CGRect { .zero }

    /// Posted before the status bar's orientation changes; headless, never posted.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let willChangeStatusBarOrientationNotification = NSNotification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the status bar's orientation changed; headless, never posted.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let didChangeStatusBarOrientationNotification = NSNotification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    /// The user-info key of the orientation in the status bar orientation notifications.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
    /// Posted before the status bar's frame changes; headless, never posted.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let willChangeStatusBarFrameNotification = NSNotification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed; headless, never posted.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let didChangeStatusBarFrameNotification = NSNotification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// The user-info key of the frame in the status bar frame notifications.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    nonisolated public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
}

/// The identifier of a task started with `UIApplication.beginBackgroundTask`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's number.
    public let rawValue: Int

    /// Creates an identifier from its number.
    ///
    /// - Parameter rawValue: The number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// No task: what `beginBackgroundTask` returns when it cannot start one.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

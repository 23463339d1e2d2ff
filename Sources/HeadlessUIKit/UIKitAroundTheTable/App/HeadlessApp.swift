import Foundation

/// An app launched headlessly as iOS launches one (HeadlessUIKit-only): the app delegate's
/// launch methods, the scene's configuration, session, delegate and window, then the
/// activation callbacks, with the notifications UIKit posts.
///
/// The notifications are posted synchronously on the main actor: on Linux an observer
/// registered with `queue: .main` then hangs (Foundation waits for the main queue, which runs
/// the test); observe them with `queue: nil`, where UIKit's main-thread posting runs them too.
///
/// ```swift
/// try HeadlessApp.launch(delegate: AppDelegate(), sceneManifest: [manifestEntry]) { app in
///     let window = try #require(app.windowScenes.first?.keyWindow)
///     …
///     app.simulateMoveToBackground()
/// }
/// ```
///
/// The launched app is the current task's: during `body`, `UIApplication.shared.delegate`,
/// `connectedScenes`, `openSessions` and `applicationState` answer from it, so tests running in
/// parallel each see their own app. After `body` the scenes disconnect.
///
/// The order, from Apple's "About the app launch sequence" and "Managing your app's life
/// cycle": `application(_:willFinishLaunchingWithOptions:)`,
/// `application(_:didFinishLaunchingWithOptions:)`, `didFinishLaunchingNotification`;
/// `application(_:configurationForConnecting:options:)`, the scene and its delegate created,
/// `scene(_:willConnectTo:options:)`, `UIScene.willConnectNotification`; then
/// `sceneWillEnterForeground(_:)`, `UIScene.willEnterForegroundNotification`,
/// `sceneDidBecomeActive(_:)`, `UIScene.didActivateNotification`,
/// `UIApplication.didBecomeActiveNotification`. When the scene has a delegate, UIKit sends lifecycle events to
/// it and not to the app delegate; an app whose configuration names no delegate class gets
/// them on its app delegate (as an iOS 12 app does). Each step calls the delegate, then posts
/// the scene's notification, then `UIApplication`'s (these notifications are posted for scene
/// apps too). Within a step this order is not checked against a device.
@preconcurrency @MainActor
public final class HeadlessApp {
    @TaskLocal static var current: HeadlessApp?

    /// The app delegate (`UIApplication.shared.delegate` during the launch).
    public internal(set) var delegate: UIApplicationDelegate?

    /// The app's state.
    public private(set) var state: UIApplication.State = .inactive

    /// The connected scenes, in the order they connected.
    public private(set) var scenes: [UIScene] = []

    /// The connected window scenes, in the order they connected.
    public var windowScenes: [UIWindowScene] { scenes.compactMap { $0 as? UIWindowScene } }

    /// Whether the app called `UIApplication.registerForRemoteNotifications()` (and not
    /// `unregisterForRemoteNotifications()` since).
    public internal(set) var isRegisteredForRemoteNotifications = false

    /// The app's quick actions and icon, as `UIApplication` reports them during the launch.
    let homeScreen = HeadlessHomeScreen()

    private let sceneManifest: [UISceneConfiguration]
    private var isInForeground = false
    /// Whether the launch's activation is over.
    private var hasFinishedLaunching = false

    private init(delegate: UIApplicationDelegate, sceneManifest: [UISceneConfiguration]) {
        self.delegate = delegate
        self.sceneManifest = sceneManifest
    }

    // MARK: - Launching

    /// Launches an app, runs `body` while it runs, then disconnects its scenes.
    ///
    /// - Parameters:
    ///   - delegate: The app delegate, as UIKit creates it from the `@main` class.
    ///   - sceneManifest: The scene configurations of the app's `Info.plist`
    ///     (`UIApplicationSceneManifest`): a configuration the delegate creates by name starts
    ///     with the classes of the entry with that name and role. Empty for an app without one.
    ///   - launchOptions: Why the app launched; `nil` for a launch from its icon.
    ///   - url: A URL that launches the app (a deep link, a file), or `nil`: the scene connects
    ///     with it in its options' `urlContexts`; an app without scenes is asked to open it
    ///     (`application(_:open:options:)`) once launched.
    ///   - userActivity: A user activity that launches the app (a universal link, a Handoff or a
    ///     Spotlight result), or `nil`: the scene connects with it in its options'
    ///     `userActivities`; an app without scenes is asked to continue it once launched.
    ///   - body: What the test does with the running app.
    /// - Returns: What `body` returns.
    public static func launch<Result>(
        delegate: UIApplicationDelegate,
        sceneManifest: [UISceneConfiguration] = [],
        launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil,
        opening url: URL? = nil,
        continuing userActivity: NSUserActivity? = nil,
        _ body: (HeadlessApp) throws -> Result
    ) rethrows -> Result {
        let app = HeadlessApp(delegate: delegate, sceneManifest: sceneManifest)
        return try $current.withValue(app) {
            app.finishLaunching(options: launchOptions, opening: url, continuing: userActivity)
            defer { app.disconnectScenes() }
            return try body(app)
        }
    }

    /// The launch: the delegate's launch methods, a window scene when the manifest or the
    /// delegate configures one (with the URL, activity and quick action that launched the app),
    /// then the move to the foreground. An app without scenes then opens the URL, continues the
    /// activity and performs the quick action, unless one of its launch methods answered `false`.
    private func finishLaunching(options: [UIApplication.LaunchOptionsKey: Any]?, opening url: URL?, continuing userActivity: NSUserActivity?) {
        let application = UIApplication.shared
        let willHandle = delegate?.application(application, willFinishLaunchingWithOptions: options) ?? true
        let didHandle = delegate?.application(application, didFinishLaunchingWithOptions: options) ?? true
        post(UIApplication.didFinishLaunchingNotification, from: application)
        let urlContexts = url.map { [UIOpenURLContext(url: $0, options: Self.openURLOptions(sourceApplication: nil))] } ?? []
        let shortcutItem = options?[.shortcutItem] as? UIApplicationShortcutItem
        connectScene(options: UIScene.ConnectionOptions(urlContexts: Set(urlContexts), userActivities: Set(userActivity.map { [$0] } ?? []), shortcutItem: shortcutItem))
        enterForeground()
        becomeActive()
        hasFinishedLaunching = true
        guard scenes.isEmpty, willHandle, didHandle else { return }
        if let url { deliver(url, sourceApplication: nil) }
        if let userActivity { deliver(userActivity) }
        if let shortcutItem { _ = perform(shortcutItem) }
    }

    /// Asks the delegate for a configuration and connects a window scene with the delegate it
    /// names, when it names one.
    private func connectScene(options: UIScene.ConnectionOptions) {
        let application = UIApplication.shared
        let session = UISceneSession(role: .windowApplication)
        guard let configuration = delegate?.application(application, configurationForConnecting: session, options: options),
            let sceneDelegate = Self.makeDelegate(configuration.delegateClass) as? UISceneDelegate
        else { return }
        session.configuration = configuration
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.delegate = sceneDelegate
        session.scene = scene
        scenes.append(scene)
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        post(UIScene.willConnectNotification, from: scene)
    }

    /// Creates a delegate from its class as UIKit's runtime does (`UIResponder` subclasses).
    static func makeDelegate(_ delegateClass: AnyClass?) -> AnyObject? {
        (delegateClass as? any RuntimeInitializable.Type)?.init(headlessRuntime: ())
    }

    /// The window-application configurations of the main bundle's `Info.plist`, as
    /// `UIApplicationMain` reads them.
    static func mainBundleSceneManifest() -> [UISceneConfiguration] {
        let manifest = Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
        let role = UISceneSession.Role.windowApplication
        let entries = configurations?[role.rawValue] as? [[String: Any]] ?? []
        return entries.map { entry in
            let configuration = UISceneConfiguration(name: entry["UISceneConfigurationName"] as? String, sessionRole: role)
            configuration.delegateClass = (entry["UISceneDelegateClassName"] as? String).flatMap(NSClassFromString)
            return configuration
        }
    }

    /// The manifest's entry with this name and role, if any.
    func manifestEntry(named name: String, role: UISceneSession.Role) -> UISceneConfiguration? {
        sceneManifest.first { $0.name == name && $0.role == role }
    }

    // MARK: - Simulated lifecycle

    /// Moves the app to the background, as when the user goes to the Home screen: it resigns
    /// active, then enters the background. Does nothing when it is already in the background.
    public func simulateMoveToBackground() {
        guard isInForeground else { return }
        resignActive()
        enterBackground()
    }

    /// Brings the app back to the foreground, as when the user opens it again: it enters the
    /// foreground, then becomes active. Does nothing when it is already in the foreground.
    public func simulateMoveToForeground() {
        guard !isInForeground else { return }
        enterForeground()
        becomeActive()
    }

    // MARK: - Simulated links and activities

    /// Opens a URL in the running app, as when the user taps a link to it in another app (or in
    /// this one): an app in the background enters the foreground first and becomes active after.
    /// Each connected scene's delegate is told `scene(_:openURLContexts:)`; an app without scenes
    /// is asked `application(_:open:options:)`. To launch the app with a URL, pass it to
    /// ``launch(delegate:sceneManifest:launchOptions:opening:continuing:_:)``.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - sourceApplication: The bundle identifier of the app the link was tapped in, or `nil`.
    public func simulateOpening(_ url: URL, sourceApplication: String? = nil) {
        whileInForeground { deliver(url, sourceApplication: sourceApplication) }
    }

    /// Continues a user activity in the running app, as when the user taps a universal link,
    /// hands a task off from another device or picks a Spotlight result: an app in the
    /// background enters the foreground first and becomes active after. Each connected scene's
    /// delegate is told `scene(_:willContinueUserActivityWithType:)` then `scene(_:continue:)`; an
    /// app without scenes is asked `application(_:willContinueUserActivityWithType:)` then
    /// `application(_:continue:restorationHandler:)`, and the objects it passes to the handler are
    /// told `restoreUserActivityState(_:)`.
    ///
    /// - Parameter userActivity: The activity.
    public func simulateContinuing(_ userActivity: NSUserActivity) {
        whileInForeground { deliver(userActivity) }
    }

    /// Picks one of the app's Home Screen quick actions, as when the user presses the app's icon
    /// and chooses the action: an app in the background enters the foreground first and becomes
    /// active after. Each connected scene's delegate is told
    /// `windowScene(_:performActionFor:completionHandler:)`; an app without scenes is told
    /// `application(_:performActionFor:completionHandler:)`. To launch the app with a quick
    /// action, pass it under `UIApplication.LaunchOptionsKey.shortcutItem` in `launchOptions`
    /// to ``launch(delegate:sceneManifest:launchOptions:opening:continuing:_:)``.
    ///
    /// - Parameter shortcutItem: The quick action: one of `UIApplication.shortcutItems`, or a
    ///   static one of the app's `Info.plist`.
    /// - Returns: What the delegates passed to their completion handlers (`true` when one did
    ///   perform the action), or `nil` when none was called before the delegates returned.
    @discardableResult
    public func simulateQuickAction(_ shortcutItem: UIApplicationShortcutItem) -> Bool? {
        var performed: Bool?
        whileInForeground { performed = perform(shortcutItem) }
        return performed
    }

    /// Runs `body` with the app in the foreground, bringing it there first (and activating it
    /// after) when it is in the background.
    private func whileInForeground(_ body: () -> Void) {
        guard !isInForeground else { return body() }
        enterForeground()
        body()
        becomeActive()
    }

    /// Hands a quick action to the window scenes' delegates, or to the app delegate of an app
    /// without scenes, and returns what their handlers were called with by then (any `true`
    /// wins). A handler may be called later, from any thread: the log takes that too.
    private func perform(_ shortcutItem: UIApplicationShortcutItem) -> Bool? {
        let results = HeadlessEventLog<Bool>()
        if scenes.isEmpty {
            delegate?.application(UIApplication.shared, performActionFor: shortcutItem, completionHandler: results.append)
        }
        for scene in windowScenes {
            (scene.delegate as? UIWindowSceneDelegate)?.windowScene(scene, performActionFor: shortcutItem, completionHandler: results.append)
        }
        let recorded = results.recorded
        return recorded.isEmpty ? nil : recorded.contains(true)
    }

    /// The options of a URL opened from an app.
    private static func openURLOptions(sourceApplication: String?) -> UIScene.OpenURLOptions {
        UIScene.OpenURLOptions(sourceApplication: sourceApplication, annotation: nil, openInPlace: false)
    }

    /// Hands a URL to the scenes' delegates, or to the app delegate of an app without scenes.
    private func deliver(_ url: URL, sourceApplication: String?) {
        guard scenes.isEmpty else {
            let contexts: Set = [UIOpenURLContext(url: url, options: Self.openURLOptions(sourceApplication: sourceApplication))]
            for scene in scenes { scene.delegate?.scene(scene, openURLContexts: contexts) }
            return
        }
        var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: false]
        if let sourceApplication { options[.sourceApplication] = sourceApplication }
        _ = delegate?.application(UIApplication.shared, open: url, options: options)
    }

    /// Hands a user activity to the scenes' delegates, or to the app delegate of an app without
    /// scenes.
    private func deliver(_ userActivity: NSUserActivity) {
        guard scenes.isEmpty else {
            for scene in scenes {
                scene.delegate?.scene(scene, willContinueUserActivityWithType: userActivity.activityType)
                scene.delegate?.scene(scene, continue: userActivity)
            }
            return
        }
        let application = UIApplication.shared
        _ = delegate?.application(application, willContinueUserActivityWithType: userActivity.activityType)
        _ = delegate?.application(application, continue: userActivity) { restoring in
            MainActor.assumeIsolated {
                restoring?.forEach { $0.restoreUserActivityState(userActivity) }
            }
        }
    }

    // MARK: - Transitions

    private func enterForeground() {
        isInForeground = true
        state = .inactive
        transition(
            to: .foregroundInactive,
            scene: { $0.sceneWillEnterForeground($1) }, UIScene.willEnterForegroundNotification,
            app: { $0.applicationWillEnterForeground($1) }, UIApplication.willEnterForegroundNotification,
            includingApp: hasFinishedLaunching
        )
    }

    private func becomeActive() {
        state = .active
        transition(
            to: .foregroundActive,
            scene: { $0.sceneDidBecomeActive($1) }, UIScene.didActivateNotification,
            app: { $0.applicationDidBecomeActive($1) }, UIApplication.didBecomeActiveNotification
        )
    }

    private func resignActive() {
        state = .inactive
        transition(
            to: .foregroundInactive,
            scene: { $0.sceneWillResignActive($1) }, UIScene.willDeactivateNotification,
            app: { $0.applicationWillResignActive($1) }, UIApplication.willResignActiveNotification
        )
    }

    private func enterBackground() {
        isInForeground = false
        state = .background
        transition(
            to: .background,
            scene: { $0.sceneDidEnterBackground($1) }, UIScene.didEnterBackgroundNotification,
            app: { $0.applicationDidEnterBackground($1) }, UIApplication.didEnterBackgroundNotification
        )
        for scene in scenes {
            scene.session.stateRestorationActivity = scene.delegate?.stateRestorationActivity(for: scene)
        }
    }

    /// One lifecycle step: every scene moves to `sceneState` (its delegate called, its
    /// notification posted); an app without scenes tells its app delegate; then `UIApplication`
    /// posts its notification.
    ///
    /// - Parameter includingApp: `false` for the step UIKit skips for the app as a whole at
    ///   launch: an app launching is not "entering the foreground" (neither the app delegate's
    ///   `applicationWillEnterForeground` nor its notification comes at launch; not checked
    ///   against a device for scene apps).
    private func transition(
        to sceneState: UIScene.ActivationState,
        scene sceneStep: (UISceneDelegate, UIScene) -> Void, _ sceneNotification: NSNotification.Name,
        app appStep: (UIApplicationDelegate, UIApplication) -> Void, _ appNotification: NSNotification.Name,
        includingApp: Bool = true
    ) {
        let application = UIApplication.shared
        for scene in scenes {
            scene.activationState = sceneState
            if let sceneDelegate = scene.delegate { sceneStep(sceneDelegate, scene) }
            post(sceneNotification, from: scene)
        }
        guard includingApp else { return }
        if scenes.isEmpty, let delegate { appStep(delegate, application) }
        post(appNotification, from: application)
    }

    /// Disconnects every scene: it leaves the foreground, its delegate is told
    /// `sceneDidDisconnect`, and `UIScene.didDisconnectNotification` is posted.
    private func disconnectScenes() {
        simulateMoveToBackground()
        for scene in scenes {
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            post(UIScene.didDisconnectNotification, from: scene)
        }
        scenes = []
    }

    private func post(_ name: NSNotification.Name, from object: AnyObject) {
        NotificationCenter.default.post(name: name, object: object)
    }
}

/// A delegate class HeadlessUIKit creates from its metatype, as UIKit's Objective-C runtime does
/// with `alloc`/`init`.
///
/// The conformance is unavailable, like the initializer it reaches, so that it imposes nothing
/// on subclasses; the launch casts a configuration's `AnyClass` to this protocol at runtime.
@MainActor
protocol RuntimeInitializable: AnyObject {
    /// Creates an instance with `init()`.
    init(headlessRuntime: Void)
}

@available(*, unavailable)
extension UIResponder: RuntimeInitializable {}

import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// The quick actions of an app as iOS apps write them: "New Note" and "Search" registered at
/// launch, handled by the scene delegate, or by the app delegate of an app without scenes.
enum NotesQuickAction: String {
    case newNote = "com.example.notes.new"
    case search = "com.example.notes.search"

    var item: UIApplicationShortcutItem {
        switch self {
        case .newNote:
            UIApplicationShortcutItem(type: rawValue, localizedTitle: "New Note", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .compose))
        case .search:
            UIApplicationShortcutItem(type: rawValue, localizedTitle: "Search", localizedSubtitle: "Find in notes", icon: UIApplicationShortcutIcon(systemImageName: "magnifyingglass"), userInfo: ["scope": NSString(string: "all")])
        }
    }
}

/// A scene delegate routing quick actions: the one that launched the app from its connection
/// options, later ones from `windowScene(_:performActionFor:completionHandler:)`.
final class QuickActionSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var log: EventLog? { (UIApplication.shared.delegate as? RecordingAppDelegate)?.log }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let item = connectionOptions.shortcutItem { log?.record("connect \(item.type)") }
        UIApplication.shared.shortcutItems = [NotesQuickAction.newNote.item, NotesQuickAction.search.item]
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        log?.record("perform \(shortcutItem.type)")
        completionHandler(NotesQuickAction(rawValue: shortcutItem.type) != nil)
    }

    func sceneWillEnterForeground(_ scene: UIScene) { log?.record("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log?.record("didBecomeActive") }
}

/// An app delegate without scenes that handles the quick action that launched it in
/// `didFinishLaunching` unless told not to, as Apple's sample does.
final class QuickActionAppDelegate: UIResponder, UIApplicationDelegate {
    let log = EventLog()
    var handlesLaunchActionItself = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem, handlesLaunchActionItself {
            log.record("launch \(item.type)")
            return false
        }
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        log.record("perform \(shortcutItem.type)")
        completionHandler(true)
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .portrait
    }
}

@MainActor @Suite struct QuickActionTests {
    private func quickActionManifest() -> [UISceneConfiguration] {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        configuration.delegateClass = QuickActionSceneDelegate.self
        return [configuration]
    }

    @Test func aQuickActionThatLaunchesTheAppComesInTheConnectionOptions() {
        let delegate = RecordingAppDelegate()
        HeadlessApp.launch(delegate: delegate, sceneManifest: quickActionManifest(), launchOptions: [.shortcutItem: NotesQuickAction.search.item]) { _ in }
        #expect(delegate.log.entries.contains("connect com.example.notes.search"))
        #expect(!delegate.log.entries.contains("perform com.example.notes.search"), "the scene is not told again")
    }

    @Test func aQuickActionPickedLaterReachesTheSceneDelegate() {
        let delegate = RecordingAppDelegate()
        HeadlessApp.launch(delegate: delegate, sceneManifest: quickActionManifest()) { app in
            let registered = UIApplication.shared.shortcutItems ?? []
            expectEqual(registered.map(\.localizedTitle), ["New Note", "Search"])
            app.simulateMoveToBackground()
            delegate.log.reset()

            expectEqual(app.simulateQuickAction(registered[0]), true)
            expectEqual(delegate.log.entries, ["willEnterForeground", "perform com.example.notes.new", "didBecomeActive"])
            expectEqual(app.simulateQuickAction(UIApplicationShortcutItem(type: "com.example.old", localizedTitle: "Old")), false)
        }
    }

    @Test func anAppWithoutScenesPerformsTheLaunchActionUnlessItsLaunchHandledIt() {
        let performs = QuickActionAppDelegate()
        HeadlessApp.launch(delegate: performs, launchOptions: [.shortcutItem: NotesQuickAction.newNote.item]) { app in
            expectEqual(performs.log.entries, ["perform com.example.notes.new"])
            expectEqual(app.simulateQuickAction(NotesQuickAction.search.item), true)
        }
        expectEqual(performs.log.entries, ["perform com.example.notes.new", "perform com.example.notes.search"])

        let handles = QuickActionAppDelegate()
        handles.handlesLaunchActionItself = true
        HeadlessApp.launch(delegate: handles, launchOptions: [.shortcutItem: NotesQuickAction.newNote.item]) { _ in }
        expectEqual(handles.log.entries, ["launch com.example.notes.new"], "answering false keeps UIKit from performing it again")
    }

    @Test func aDelegateWithoutTheMethodLeavesTheActionUnperformed() {
        HeadlessApp.launch(delegate: RecordingAppDelegate()) { app in
            expectEqual(app.simulateQuickAction(NotesQuickAction.newNote.item), false)
        }
    }

    @Test func shortcutItemsAndTheIconBelongToTheLaunchedApp() {
        HeadlessApp.launch(delegate: RecordingAppDelegate()) { _ in
            UIApplication.shared.shortcutItems = [NotesQuickAction.newNote.item]
            UIApplication.shared.setAlternateIconName("Midnight") { error in #expect(error == nil) }
            expectEqual(UIApplication.shared.alternateIconName, "Midnight")
        }
        HeadlessApp.launch(delegate: RecordingAppDelegate()) { _ in
            expectNil(UIApplication.shared.shortcutItems, "a new launch starts with none")
            expectNil(UIApplication.shared.alternateIconName)
        }
        #expect(UIApplication.shared.supportsAlternateIcons)
    }

    @Test func theAsyncIconChangeSetsTheName() async throws {
        try await UIApplication.shared.setAlternateIconName("Paper")
        expectEqual(UIApplication.shared.alternateIconName, "Paper")
        try await UIApplication.shared.setAlternateIconName(nil)
        expectNil(UIApplication.shared.alternateIconName)
    }

    @Test func aMutableCopyChangesATitleAndKeepsTheRest() throws {
        let search = NotesQuickAction.search.item
        let renamed = try #require(search.mutableCopy() as? UIMutableApplicationShortcutItem)
        renamed.localizedTitle = "Find"

        expectEqual(renamed.localizedTitle, "Find")
        expectEqual(search.localizedTitle, "Search", "the registered item does not change")
        expectEqual(renamed.type, search.type)
        expectEqual(renamed.localizedSubtitle, "Find in notes")
        expectEqual(renamed.icon?.headlessSource, .systemImage("magnifyingglass"))
        expectEqual(renamed.userInfo?["scope"] as? NSString, NSString(string: "all"))
        #expect(!(renamed.copy() is UIMutableApplicationShortcutItem), "a copy cannot change")
    }

    @Test func theAppDelegateDecidesTheDefaultOrientations() {
        HeadlessApp.launch(delegate: QuickActionAppDelegate()) { _ in
            expectEqual(UIApplication.shared.supportedInterfaceOrientations(for: nil), .portrait)
        }
        HeadlessApp.launch(delegate: RecordingAppDelegate()) { _ in
            expectEqual(UIApplication.shared.supportedInterfaceOrientations(for: nil), .allButUpsideDown)
        }
    }
}

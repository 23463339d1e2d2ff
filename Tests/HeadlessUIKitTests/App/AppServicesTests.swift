import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// An app delegate that opens `recipes://` URLs, as an app with a custom URL scheme does.
private final class URLOpeningAppDelegate: UIResponder, UIApplicationDelegate {
    var opened: [(URL, String?)] = []

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard url.scheme == "recipes" else { return false }
        opened.append((url, options[.sourceApplication] as? String))
        return true
    }
}

/// A window that records when it becomes and stops being key.
private final class RecordingWindow: UIWindow {
    var log: [String] = []
    override func becomeKey() {
        super.becomeKey()
        log.append("becomeKey")
    }
    override func resignKey() {
        super.resignKey()
        log.append("resignKey")
    }
}

@MainActor @Suite struct AppServicesTests {
    @Test func anAppDelegateOpensTheURLsOfItsScheme() throws {
        let delegate = URLOpeningAppDelegate()
        let soup = try #require(URL(string: "recipes://soup"))
        let web = try #require(URL(string: "https://example.com"))
        #expect(delegate.application(.shared, open: soup, options: [.sourceApplication: "com.apple.mobilesafari"]))
        #expect(!delegate.application(.shared, open: web, options: [:]))
        expectEqual(delegate.opened.map(\.0), [soup])
        expectEqual(delegate.opened.first?.1, "com.apple.mobilesafari")
        expectNotEqual(UIApplication.OpenURLOptionsKey.openInPlace, .annotation)
    }

    @Test func theDefaultDelegateOpensNoURL() throws {
        let delegate = RecordingAppDelegate()
        #expect(!delegate.application(.shared, open: try #require(URL(string: "recipes://soup")), options: [:]))
    }

    @Test func registeringForRemoteNotificationsIsRecordedPerLaunch() throws {
        #expect(!UIApplication.shared.isRegisteredForRemoteNotifications)
        HeadlessApp.launch(delegate: RecordingAppDelegate(), sceneManifest: recordingManifest()) { app in
            #expect(!UIApplication.shared.isRegisteredForRemoteNotifications)
            UIApplication.shared.registerForRemoteNotifications()
            #expect(UIApplication.shared.isRegisteredForRemoteNotifications && app.isRegisteredForRemoteNotifications)
            UIApplication.shared.unregisterForRemoteNotifications()
            #expect(!UIApplication.shared.isRegisteredForRemoteNotifications)
        }
    }

    @Test func theAppsWindowsAreItsScenesWindowsAndTheKeyOneIsFound() throws {
        #expect(UIApplication.shared.windows.isEmpty && UIApplication.shared.keyWindow == nil)
        try HeadlessApp.launch(delegate: RecordingAppDelegate(), sceneManifest: recordingManifest()) { app in
            let scene = try #require(app.windowScenes.first)
            let main = try #require(scene.windows.first)
            expectEqual(UIApplication.shared.windows, [main])
            expectIdentical(UIApplication.shared.keyWindow, main)
            let overlay = UIWindow(windowScene: scene)
            overlay.windowLevel = .alert
            overlay.makeKeyAndVisible()
            expectEqual(UIApplication.shared.windows, [main, overlay])
            expectIdentical(UIApplication.shared.keyWindow, overlay)
            expectIdentical(overlay.screen, scene.screen)
        }
        expectEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
    }

    @Test func makingAWindowKeyResignsTheScenesPreviousKeyWindow() throws {
        try HeadlessApp.launch(delegate: RecordingAppDelegate(), sceneManifest: recordingManifest()) { app in
            let scene = try #require(app.windowScenes.first)
            let first = RecordingWindow(windowScene: scene)
            let second = RecordingWindow(windowScene: scene)
            first.makeKey()
            first.makeKey()
            #expect(first.isKeyWindow && first.isHidden)
            second.makeKeyAndVisible()
            #expect(!first.isKeyWindow && second.isKeyWindow)
            expectEqual(first.log, ["becomeKey", "resignKey"])
            expectEqual(second.log, ["becomeKey"])
        }
    }

    @Test func windowLevelsOrderAsUIKitsDo() {
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
        expectEqual([UIWindow.Level.normal.rawValue, UIWindow.Level.statusBar.rawValue, UIWindow.Level.alert.rawValue], [0, 1000, 2000])
        let aboveAlerts: UIWindow.Level = .alert + 1
        #expect(aboveAlerts > .alert && aboveAlerts == UIWindow.Level(2001))
        let window = UIWindow(frame: .zero)
        #expect(window.windowLevel == .normal && window.screen === UIScreen.main)
    }

    @Test func theGroupedTableBackgroundOfOldAppsIsTheSystemGroupedBackground() {
        expectEqual(UIColor.groupTableViewBackground, .systemGroupedBackground)
    }

    @Test func anImageFileIsReadFromItsPath() throws {
        let png = Data([
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x00, 0x00, 0x28, 0x00, 0x00, 0x00, 0x1E, 0x08, 0x06, 0x00, 0x00, 0x00,
        ])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("AppServicesTests-\(UUID().uuidString).png").path
        #expect(FileManager.default.createFile(atPath: path, contents: png))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try #require(UIImage(contentsOfFile: path))
        expectEqual(image.size, CGSize(width: 40, height: 30))
        expectNil(UIImage(contentsOfFile: path + ".missing"))
    }
}

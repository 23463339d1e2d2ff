import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

@MainActor @Suite struct AppLaunchTests {
    @Test func launchRunsTheDelegatesAndNotificationsInUIKitsOrder() throws {
        let delegate = RecordingAppDelegate()
        let url = try #require(URL(string: "recipes://soup"))
        recordingLifecycleNotifications(into: delegate.log) {
            HeadlessApp.launch(delegate: delegate, sceneManifest: recordingManifest(), launchOptions: [.url: url]) { _ in }
        }
        #expect(delegate.log.entries == [
            "willFinishLaunching recipes://soup",
            "didFinishLaunching delegate set true",
            "app UIApplicationDidFinishLaunchingNotification",
            "configurationForConnecting UIWindowSceneSessionRoleApplication",
            "willConnectTo -1",
            "scene UISceneWillConnectNotification",
            "sceneWillEnterForeground 1",
            "scene UISceneWillEnterForegroundNotification",
            "sceneDidBecomeActive 0",
            "scene UISceneDidActivateNotification",
            "app UIApplicationDidBecomeActiveNotification",
            // The end of `body`: the app leaves and its scene disconnects.
            "sceneWillResignActive",
            "scene UISceneWillDeactivateNotification",
            "app UIApplicationWillResignActiveNotification",
            "sceneDidEnterBackground",
            "scene UISceneDidEnterBackgroundNotification",
            "app UIApplicationDidEnterBackgroundNotification",
            "sceneDidDisconnect",
            "scene UISceneDidDisconnectNotification",
        ])
    }

    @Test func theLaunchedAppIsTheSharedAppsForTheBodyOnly() throws {
        let delegate = RecordingAppDelegate()
        #expect(UIApplication.shared.delegate == nil && UIApplication.shared.connectedScenes.isEmpty)
        let scene = try HeadlessApp.launch(delegate: delegate, sceneManifest: recordingManifest()) { app in
            let application = UIApplication.shared
            expectIdentical(application.delegate, delegate)
            expectEqual(application.applicationState, .active)
            let scene = try #require(app.windowScenes.first)
            expectEqual(application.connectedScenes, [scene])
            expectEqual(application.openSessions, [scene.session])
            #expect(scene.session.scene === scene && scene.session.role == .windowApplication)
            expectEqual(scene.session.configuration.name, "Default Configuration")
            #expect(scene.session.configuration.delegateClass == RecordingSceneDelegate.self)
            #expect(scene.delegate is RecordingSceneDelegate)
            return scene
        }
        #expect(UIApplication.shared.delegate == nil && UIApplication.shared.connectedScenes.isEmpty)
        #expect(scene.activationState == .unattached)
    }

    @Test func backgroundAndForegroundMoveTheSceneAndTheApp() throws {
        let delegate = RecordingAppDelegate()
        try HeadlessApp.launch(delegate: delegate, sceneManifest: recordingManifest()) { app in
            let scene = try #require(app.windowScenes.first)
            delegate.log.reset()
            app.simulateMoveToBackground()
            #expect(scene.activationState == .background && UIApplication.shared.applicationState == .background)
            app.simulateMoveToBackground()
            recordingLifecycleNotifications(into: delegate.log) { app.simulateMoveToForeground() }
            #expect(scene.activationState == .foregroundActive && app.state == .active)
            #expect(delegate.log.entries == [
                "sceneWillResignActive", "sceneDidEnterBackground",
                "sceneWillEnterForeground 1",
                "scene UISceneWillEnterForegroundNotification",
                "app UIApplicationWillEnterForegroundNotification",
                "sceneDidBecomeActive 0",
                "scene UISceneDidActivateNotification",
                "app UIApplicationDidBecomeActiveNotification",
            ])
        }
    }

    @Test func anAppWithoutASceneDelegateGetsTheLifecycleOnItsAppDelegate() {
        let delegate = RecordingAppDelegate()
        HeadlessApp.launch(delegate: delegate) { app in
            #expect(app.scenes.isEmpty)
            app.simulateMoveToBackground()
            app.simulateMoveToForeground()
        }
        #expect(delegate.log.entries == [
            "willFinishLaunching nil",
            "didFinishLaunching delegate set true",
            "configurationForConnecting UIWindowSceneSessionRoleApplication",
            "applicationDidBecomeActive",
            "applicationWillResignActive", "applicationDidEnterBackground",
            "applicationWillEnterForeground", "applicationDidBecomeActive",
            "applicationWillResignActive", "applicationDidEnterBackground",
        ])
    }

    @Test func aConfigurationNamedOutsideTheManifestHasNoClasses() {
        let delegate = RecordingAppDelegate()
        delegate.configurationName = "External"
        HeadlessApp.launch(delegate: delegate, sceneManifest: recordingManifest()) { app in
            #expect(app.scenes.isEmpty)
            #expect(UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication).delegateClass == RecordingSceneDelegate.self)
            let copy = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication).copy() as? UISceneConfiguration
            #expect(copy?.name == "Default Configuration" && copy?.delegateClass == RecordingSceneDelegate.self)
        }
        expectNil(UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication).delegateClass)
    }

    @Test func settingTheDelegateDuringALaunchReplacesTheLaunchedOne() {
        HeadlessApp.launch(delegate: RecordingAppDelegate()) { app in
            let replacement = RecordingAppDelegate()
            UIApplication.shared.delegate = replacement
            #expect(app.delegate === replacement && UIApplication.shared.delegate === replacement)
        }
        let outside = RecordingAppDelegate()
        UIApplication.shared.delegate = outside
        expectIdentical(UIApplication.shared.delegate, outside)
        UIApplication.shared.delegate = nil
    }
}

@MainActor @Suite struct WindowSceneTests {
    @Test func windowsJoinTheirSceneAndOneIsKey() throws {
        try HeadlessApp.launch(delegate: RecordingAppDelegate(), sceneManifest: recordingManifest()) { app in
            let scene = try #require(app.windowScenes.first)
            let main = try #require((scene.delegate as? RecordingSceneDelegate)?.window)
            #expect(main.windowScene === scene && scene.windows == [main] && scene.keyWindow === main)
            #expect(main.frame == UIScreen.main.bounds && main.isKeyWindow)
            expectIdentical(main.rootViewController?.view.window?.windowScene, scene)

            let overlay = UIWindow(windowScene: scene)
            overlay.makeKeyAndVisible()
            #expect(scene.windows == [main, overlay] && scene.keyWindow === overlay && !main.isKeyWindow)
            overlay.windowScene = nil
            expectEqual(scene.windows, [main])
            #expect(scene.screen === UIScreen.main && scene.interfaceOrientation == .portrait && scene.interfaceOrientation.isPortrait)
            expectEqual(scene.traitCollection, UIScreen.main.traitCollection)
        }
    }

    @Test func aScenesTraitOverridesReachEveryWindowAboveTheSystemSettings() throws {
        try HeadlessApp.launch(delegate: RecordingAppDelegate(), sceneManifest: recordingManifest()) { app in
            let scene = try #require(app.windowScenes.first)
            let main = try #require((scene.delegate as? RecordingSceneDelegate)?.window)
            let overlay = UIWindow(windowScene: scene)
            let badge = UIView()
            overlay.addSubview(badge)
            var sceneStyles: [UIUserInterfaceStyle] = []
            scene.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (scene: UIWindowScene, _: UITraitCollection) in
                sceneStyles.append(scene.traitCollection.userInterfaceStyle)
            }
            var badgeStyles: [UIUserInterfaceStyle] = []
            badge.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _: UITraitCollection) in
                badgeStyles.append(view.traitCollection.userInterfaceStyle)
            }
            overlay.headlessTraitOverrides = UITraitCollection(userInterfaceStyle: .light)
            expectEqual(badge.traitCollection.userInterfaceStyle, .light)

            scene.traitOverrides.userInterfaceStyle = .dark

            expectEqual(scene.traitCollection.userInterfaceStyle, .dark)
            expectEqual(main.rootViewController?.traitCollection.userInterfaceStyle, .dark)
            expectEqual(badge.traitCollection.userInterfaceStyle, .dark)
            expectEqual(sceneStyles, [.dark])
            expectEqual(badgeStyles, [.dark])

            overlay.windowScene = nil
            expectEqual(badge.traitCollection.userInterfaceStyle, .light)
            expectEqual(badgeStyles, [.dark, .light])
            scene.traitOverrides.remove(UITraitUserInterfaceStyle.self)
            expectEqual(scene.traitCollection, UIScreen.main.traitCollection)
        }
    }

    @Test func valuesHaveUIKitsRawValues() {
        #expect(UIScene.ActivationState.unattached.rawValue == -1 && UIScene.ActivationState.background.rawValue == 2)
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4 && UIInterfaceOrientation.landscapeRight.isLandscape)
        expectEqual(UIApplication.LaunchOptionsKey.url.rawValue, "UIApplicationLaunchOptionsURLKey")
        expectEqual(UISceneSession.Role.windowExternalDisplay.rawValue, "UIWindowSceneSessionRoleExternalDisplay")
    }
}

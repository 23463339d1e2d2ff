import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The player screen, written for iOS, shown in a window inside a navigation controller whose
/// storyboard declares the details segue.
@MainActor @Suite struct OverridesScreenTests {
    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation: UINavigationController
        let player: PlayerViewController

        init() {
            UIStoryboard.registerHeadlessStoryboard(named: "Player", bundle: nil, initialSceneIdentifier: "player", scenes: [
                .init(identifier: "player", segues: [.init(identifier: "showTrack", destination: "details", kind: .show)]) { _ in
                    PlayerViewController(tracks: [Track(title: "Intro", artist: "The xx"), Track(title: "Crystalised", artist: "The xx")])
                },
                .init(identifier: "details") { _ in TrackDetailsViewController() },
            ])
            player = UIStoryboard(name: "Player", bundle: nil).instantiateInitialViewController() as! PlayerViewController
            navigation = UINavigationController(rootViewController: player)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }
    }

    @Test func statusBarIsLightAndHidesWithTheFullScreenArtwork() throws {
        let shown = Shown()
        let doubleTap = try #require(shown.player.header.gestureRecognizers?.first as? UITapGestureRecognizer)
        expectEqual(shown.player.preferredStatusBarStyle, .lightContent)
        #expect(!shown.player.prefersStatusBarHidden)
        expectEqual(doubleTap.numberOfTapsRequired, 2)
        doubleTap.simulateRecognition()
        #expect(shown.player.prefersStatusBarHidden && shown.player.prefersHomeIndicatorAutoHidden)
        expectEqual(shown.player.supportedInterfaceOrientations, .portrait)
    }

    @Test func selectingATrackPerformsTheStoryboardSegueWithTheTrack() throws {
        let shown = Shown()
        try shown.player.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        let details = try #require(shown.navigation.topViewController as? TrackDetailsViewController)
        expectEqual(details.track?.title, "Crystalised")
        expectIdentical(details.storyboard, shown.player.storyboard)
    }

    @Test func memoryWarningPurgesTheArtworkCache() {
        let shown = Shown()
        UIApplication.shared.headlessSimulateMemoryWarning(in: [shown.window])
        #expect(shown.player.artworkCache.isEmpty)
    }

    @Test func shakingShufflesTheTracks() throws {
        let shown = Shown()
        shown.window.simulateShake()
        headlessTurnRunLoop()
        let first = try #require(shown.player.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TrackCell)
        expectEqual(shown.player.shuffles, 1)
        expectEqual(first.textLabel?.text, "Crystalised")
    }

    @Test func aTouchOutsideTheFieldEndsEditingAndTheOverlayPassesTouchesThrough() {
        let shown = Shown()
        shown.player.searchField.frame = CGRect(x: 0, y: 700, width: 390, height: 44)
        shown.player.searchField.becomeFirstResponder()
        expectIdentical(shown.window.simulateTouch(at: CGPoint(x: 100, y: 200)), shown.player.header)
        #expect(!shown.player.searchField.isFirstResponder)
        expectIdentical(shown.window.simulateTouch(at: CGPoint(x: 350, y: 135)), shown.player.closeButton)
    }

    @Test func theHeaderDrawsWithAGradientLayerAndTheBarExtendsTheSafeArea() {
        let shown = Shown()
        expectEqual(shown.player.header.gradientLayer.colors?.count, 2)
        expectEqual(shown.player.bottomBarHeight, 64)
        expectEqual(shown.player.view.safeAreaInsets.bottom, 64)
        expectEqual(shown.player.edgesForExtendedLayout, .top)
    }

    @Test func draggingTheArtworkFollowsTheFingerAndAFastFlickEndsIt() throws {
        let shown = Shown()
        let pan = try #require(shown.player.header.gestureRecognizers?.last as? UIPanGestureRecognizer)
        #expect(pan.simulatePan(translation: CGPoint(x: 0, y: 120), velocity: CGPoint(x: 0, y: 100)))
        expectEqual(shown.player.dragOffset, 120)
        pan.simulatePan(translation: CGPoint(x: 0, y: 200), velocity: CGPoint(x: 0, y: 900))
        expectEqual(shown.player.dragOffset, 0)
    }

    @Test func theBackSwipeIsRefusedWhileTheArtworkIsFullScreen() throws {
        let shown = Shown()
        let doubleTap = try #require(shown.player.header.gestureRecognizers?.first)
        doubleTap.simulateRecognition()
        shown.navigation.pushViewController(TrackDetailsViewController(), animated: false)
        let back = try #require(shown.navigation.interactivePopGestureRecognizer)
        expectIdentical(back.delegate, shown.player)
        #expect(!back.simulateRecognition())
        expectEqual(shown.navigation.viewControllers.count, 2)
    }

    @Test func editingHidesTheNowPlayingBadge() throws {
        let shown = Shown()
        let cell = try #require(shown.player.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TrackCell)
        shown.player.tableView.setEditing(true, animated: true)
        headlessTurnRunLoop()
        #expect(cell.badge.isHidden)
        shown.player.tableView.setEditing(false, animated: true)
        headlessTurnRunLoop()
        #expect(!cell.badge.isHidden)
        expectEqual(cell.transitions, [.showingEditControl, []])
    }
}

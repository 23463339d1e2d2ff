import Expectations
import Foundation
import TableMethodFixtures
import Testing
import UIKit

/// A screen with light status bar content that hides it, as a full-screen photo viewer does.
private final class PhotoViewerController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
}

/// What screens read about the system around them: the status bar, the text size setting,
/// images prepared off the main thread.
@MainActor @Suite struct SystemStateTests {
    @Test func theStatusBarManagerReportsWhatTheKeyWindowsControllerAsksFor() throws {
        try HeadlessApp.launch(delegate: RecordingAppDelegate(), sceneManifest: recordingManifest()) { app in
            let scene = try #require(app.windowScenes.first)
            let manager = try #require(scene.statusBarManager)
            #expect(scene.statusBarManager === manager, "one manager per scene")

            let window = UIWindow(windowScene: scene)
            window.rootViewController = PhotoViewerController()
            window.makeKeyAndVisible()

            expectEqual(manager.statusBarStyle, .lightContent)
            #expect(manager.isStatusBarHidden)
            expectEqual(manager.statusBarFrame, .zero, "no status bar shows headlessly")
        }
    }

    @Test func theTextSizeNotificationCarriesTheNewCategory() {
        let log = EventLog()
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
            let category = (note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String).map(UIContentSizeCategory.init(rawValue:))
            MainActor.assumeIsolated { log.record(category?.rawValue ?? "none") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        NotificationCenter.default.post(
            name: UIContentSizeCategory.didChangeNotification, object: nil,
            userInfo: [UIContentSizeCategory.newValueUserInfoKey: UIContentSizeCategory.accessibilityLarge.rawValue])

        expectEqual(log.entries, [UIContentSizeCategory.accessibilityLarge.rawValue])
        expectEqual(UIContentSizeCategory.didChangeNotification.rawValue, "UIContentSizeCategoryDidChangeNotification")
    }

    @Test func aThumbnailIsANewImageOfTheSizeDrawnFromTheOriginal() async throws {
        let photo = UIGraphicsImageRenderer(size: CGSize(width: 400, height: 300)).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 400, height: 300))
        }

        let thumbnail = try #require(photo.preparingThumbnail(of: CGSize(width: 80, height: 60)))
        let awaited = await photo.byPreparingThumbnail(ofSize: CGSize(width: 40, height: 30))
        let handed = await withCheckedContinuation { continuation in
            photo.prepareThumbnail(of: CGSize(width: 20, height: 15)) { continuation.resume(returning: $0?.size) }
        }

        expectEqual(thumbnail.size, CGSize(width: 80, height: 60))
        expectEqual(thumbnail.scale, photo.scale)
        expectEqual(thumbnail.headlessDrawing.map(\.kind), [.image(photo)], "drawn from the original")
        expectEqual(thumbnail.pngData().flatMap(UIImage.init(data:))?.size, CGSize(width: 240, height: 180), "encoded at its pixel size")
        expectEqual(awaited?.size, CGSize(width: 40, height: 30))
        expectEqual(handed, CGSize(width: 20, height: 15))
        #expect(photo.preparingForDisplay() === photo)
        #expect(UIImage(systemName: "star")?.preparingThumbnail(of: CGSize(width: 10, height: 10)) == nil, "a symbol has no pixels to shrink")
    }
}

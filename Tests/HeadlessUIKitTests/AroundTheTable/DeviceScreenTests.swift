import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// The headless device's screen, as cells read it to size thumbnails in pixels or to hide
/// content while the screen is recorded.
@MainActor @Suite struct DeviceScreenTests {
    @Test func theScreenIsOneIPhoneInPortraitInPointsAndPixels() {
        let screen = UIScreen.main
        expectEqual(screen.nativeScale, screen.scale)
        expectEqual(screen.nativeBounds, CGRect(x: 0, y: 0, width: screen.bounds.width * 3, height: screen.bounds.height * 3))
        expectEqual(UIScreen.screens.count, 1)
        expectIdentical(UIScreen.screens.first, screen)
        expectNil(screen.mirrored)
        #expect(!screen.isCaptured)
        expectEqual(screen.maximumFramesPerSecond, 60)
        expectEqual(screen.snapshotView(afterScreenUpdates: false).frame, screen.bounds)
        expectEqual(UIScreen.capturedDidChangeNotification.rawValue, "UIScreenCapturedDidChangeNotification")
    }

    @Test func restorationIdentifiersAndLineBreakStrategyStartAsInUIKit() {
        let label = UILabel()
        expectEqual(label.lineBreakStrategy, .standard)
        label.lineBreakStrategy = .pushOut
        expectEqual(label.lineBreakStrategy, .pushOut)
        let controller = UIViewController()
        expectNil(controller.restorationIdentifier)
        expectNil(controller.view.restorationIdentifier)
        controller.restorationIdentifier = "FeedList"
        expectEqual(controller.restorationIdentifier, "FeedList")
    }
}

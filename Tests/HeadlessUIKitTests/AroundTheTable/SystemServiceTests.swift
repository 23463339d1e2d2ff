import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct SystemServiceTests {
    @Test func openedURLsAreRecordedWhenTheirSchemeOpens() throws {
        let app = UIApplication.shared
        let website = try #require(URL(string: "https://example.com/recipes/1"))
        let phone = try #require(URL(string: "tel:+15555550100"))
        var answers: [Bool] = []

        let opened = app.headlessRecordingOpenedURLs {
            app.open(website) { answers.append($0) }
            app.open(phone, options: [.universalLinksOnly: false]) { answers.append($0) }
        }
        expectEqual(opened, [website])
        expectEqual(answers, [true, false])
        #expect(app.canOpenURL(website) && !app.canOpenURL(phone))

        let withPhone = app.headlessRecordingOpenedURLs(openableSchemes: ["tel"]) {
            #expect(app.canOpenURL(phone))
            app.open(phone)
        }
        expectEqual(withPhone, [phone])
        #expect(app.canOpenURL(try #require(URL(string: UIApplication.openSettingsURLString))))
    }

    @Test func asyncOpenAnswersWhetherTheURLOpened() async throws {
        let url = try #require(URL(string: "https://example.com"))
        #expect(await UIApplication.shared.open(url))
        #expect(await !UIApplication.shared.open(try #require(URL(string: "mailto:a@example.com"))))
    }

    @Test func theAppIsActiveAndCountsBackgroundTasks() {
        let app = UIApplication.shared
        expectEqual(app.applicationState, .active)
        let task = app.beginBackgroundTask(withName: "upload") {}
        expectNotEqual(task, .invalid)
        #expect(app.headlessIsBackgroundTaskRunning(task))
        app.endBackgroundTask(task)
        #expect(!app.headlessIsBackgroundTaskRunning(task))
        expectEqual(UIApplication.didBecomeActiveNotification.rawValue, "UIApplicationDidBecomeActiveNotification")
    }

    @Test func hapticsAreRecordedInOrder() {
        let played = UIFeedbackGenerator.headlessRecordingHaptics {
            let impact = UIImpactFeedbackGenerator(style: .light)
            impact.prepare()
            impact.impactOccurred()
            UIImpactFeedbackGenerator().impactOccurred(intensity: 2)
            UISelectionFeedbackGenerator().selectionChanged()
            UINotificationFeedbackGenerator().notificationOccurred(.error)
        }
        #expect(played == [
            .impact(.light, intensity: 1),
            .impact(.medium, intensity: 1),
            .selectionChanged,
            .notification(.error),
        ])
        #expect(UIFeedbackGenerator.headlessRecordingHaptics {}.isEmpty)
    }

    @Test func scrollViewsKeepTheirBehaviourAndScrollRectsIntoView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.keyboardDismissMode = .interactive
        scrollView.decelerationRate = .fast
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expectEqual(scrollView.keyboardDismissMode, .interactive)
        expectEqual(scrollView.decelerationRate.rawValue, 0.99)
        expectEqual(scrollView.horizontalScrollIndicatorInsets, scrollView.verticalScrollIndicatorInsets)

        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 50), animated: false)
        expectEqual(scrollView.contentOffset.y, 450, "the least scroll that shows the rect's bottom")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 460, width: 100, height: 20), animated: false)
        expectEqual(scrollView.contentOffset.y, 450, "a visible rect does not scroll")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 20), animated: false)
        expectEqual(scrollView.contentOffset.y, 100, "a rect above scrolls to its top")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 100, height: 50), animated: false)
        expectEqual(scrollView.contentOffset.y, 900, "never past the end of the content")
    }

    @Test func progressViewsClampTheirProgress() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.setProgress(1.5, animated: true)
        expectEqual(bar.progress, 1)
        let progress = Progress(totalUnitCount: 4)
        progress.completedUnitCount = 1
        bar.observedProgress = progress
        expectEqual(bar.progress, 0.25)
    }

    @Test func visualEffectViewsHoldTheirContentInTheContentView() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let label = UILabel()
        blur.contentView.addSubview(label)
        blur.layoutIfNeeded()
        expectEqual(blur.contentView.frame, blur.bounds)
        expectEqual((blur.effect as? UIBlurEffect)?.headlessStyle, .systemMaterial)
        expectIdentical(label.superview?.superview, blur)
    }

    @Test func pasteboardHoldsWhatWasCopiedLast() throws {
        let pasteboard = UIPasteboard.general
        let before = pasteboard.changeCount
        pasteboard.string = "Tomato soup"
        #expect(pasteboard.string == "Tomato soup" && pasteboard.hasStrings && !pasteboard.hasURLs)
        expectEqual(pasteboard.items.first?["public.utf8-plain-text"] as? String, "Tomato soup")

        let link = try #require(URL(string: "https://example.com/soup"))
        pasteboard.url = link
        #expect(pasteboard.url == link && pasteboard.string == nil, "setting a URL replaces the string")
        pasteboard.strings = ["a", "b"]
        #expect(pasteboard.numberOfItems == 2 && pasteboard.strings == ["a", "b"])
        expectEqual(pasteboard.changeCount, before + 3)
        pasteboard.items = []
        #expect(pasteboard.numberOfItems == 0 && pasteboard.strings == nil)
    }

    @Test func theDeviceIsAnIPhoneInPortrait() {
        let device = UIDevice.current
        #expect(device.systemName == "iOS" && device.model == "iPhone")
        expectEqual(device.userInterfaceIdiom, .phone)
        expectEqual(UIApplication.shared.preferredContentSizeCategory, .large)
        #expect(device.orientation == .portrait && device.orientation.isPortrait && !device.orientation.isFlat)
        expectEqual(device.identifierForVendor, device.identifierForVendor)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(UIDeviceOrientation.landscapeLeft.isValidInterfaceOrientation && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }
}

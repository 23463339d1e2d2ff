import Expectations
import Foundation
import Testing
import UIKit

/// A volume slider with a thick track, as media settings cells draw one.
private final class ThickSlider: UISlider {
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 4, width: bounds.width, height: 8)
    }
}

/// A window that restarts an idle timer on every touch, as kiosk and banking apps do.
private final class IdleTrackingWindow: UIWindow {
    private(set) var touchPhases: [UITouch.Phase] = []

    override func sendEvent(_ event: UIEvent) {
        touchPhases += (event.allTouches ?? []).map(\.phase)
        super.sendEvent(event)
    }
}

/// A view that counts the touches that reach it.
private final class TouchCountingView: UIView {
    private(set) var began = 0
    private(set) var ended = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
}

/// Override points of controls, windows and controllers that app subclasses use: a slider's
/// geometry, a switch's style, a window's and the application's `sendEvent(_:)`, a controller's
/// added key commands.
@MainActor @Suite struct ControlOverrideTests {
    @Test func aSlidersThumbTravelsAlongItsTrackBetweenItsValueImages() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.maximumValue = 10
        let bounds = slider.bounds

        let track = slider.trackRect(forBounds: bounds)
        expectEqual(track, CGRect(x: 0, y: 13.5, width: 200, height: 4))
        expectEqual(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0), CGRect(x: 0, y: 1.5, width: 28, height: 28))
        expectEqual(slider.thumbRect(forBounds: bounds, trackRect: track, value: 5).midX, 100)
        expectEqual(slider.thumbRect(forBounds: bounds, trackRect: track, value: 99).maxX, 200, "the value is clamped")

        slider.minimumValueImage = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 16)).image { _ in }
        let image = slider.minimumValueImageRect(forBounds: bounds)
        expectEqual(image, CGRect(x: 0, y: 7.5, width: 20, height: 16))
        expectEqual(slider.trackRect(forBounds: bounds).minX, image.maxX + 8, "the track starts after the image")
        expectEqual(slider.maximumValueImageRect(forBounds: bounds).width, 0, "no maximum value image")
    }

    @Test func aPictureDrawsTheTrackASubclassReturns() throws {
        let slider = ThickSlider(frame: CGRect(x: 10, y: 10, width: 200, height: 31))
        slider.value = 0.5
        slider.minimumTrackTintColor = .systemGreen
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 50))
        container.addSubview(slider)

        let elements = try SVGSnapshotTests.Elements.parse(container.headlessSVGSnapshot())

        let filled = try #require(elements.first { $0.name == "rect" && $0.attributes["fill"] == "#34c759" })
        expectEqual(filled.attributes["height"], "8")
        expectEqual(filled.attributes["y"], "21.5")
        expectEqual(filled.attributes["width"], "100", "filled up to the thumb's center")
    }

    @Test func aSwitchIsACheckboxOnlyInTheMacIdiom() {
        let toggle = UISwitch()
        toggle.onImage = UIImage(systemName: "checkmark")
        expectEqual(toggle.preferredStyle, .automatic)
        expectEqual(toggle.style, .sliding)
        toggle.preferredStyle = .checkbox
        expectEqual(toggle.style, .sliding, "checkboxes are a Mac idiom's")

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.headlessTraitOverrides = UITraitCollection(userInterfaceIdiom: .mac)
        window.addSubview(toggle)
        expectEqual(toggle.style, .checkbox)
        toggle.preferredStyle = .sliding
        expectEqual(toggle.style, .sliding)
        #expect(toggle.onImage != nil)
        expectEqual(UISwitch.Style.sliding.rawValue, 2)
    }

    @Test func touchesReachViewsThroughTheWindowsSendEvent() {
        let window = IdleTrackingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let target = TouchCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(target)
        window.isHidden = false

        window.simulateTouch(at: CGPoint(x: 50, y: 50))

        expectEqual(window.touchPhases, [.began, .ended])
        expectEqual(target.began, 1)
        expectEqual(target.ended, 1)
        let moved = UITouch(headlessLocation: CGPoint(x: 10, y: 10), in: target, phase: .began)
        UIApplication.shared.sendEvent(UIEvent(headlessType: .touches, touches: [moved]))
        expectEqual(window.touchPhases, [.began, .ended, .began], "the application sends a touch to its window")
        expectEqual(target.began, 2)
    }

    @Test func aControllersAddedKeyCommandsAreItsKeyCommands() {
        let controller = UIViewController()
        let find = UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("find:"))
        let close = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("close:"))
        #expect(controller.keyCommands == nil)

        controller.addKeyCommand(find)
        controller.addKeyCommand(close)
        controller.removeKeyCommand(find)

        expectEqual(controller.keyCommands?.map(\.input), [UIKeyCommand.inputEscape])
    }
}

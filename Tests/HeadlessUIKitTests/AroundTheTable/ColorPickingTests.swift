import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A settings screen's delegate recording what a color picker tells it.
final class ColorPickerRecorder: NSObject, UIColorPickerViewControllerDelegate {
    var events: [String] = []

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        events.append("didSelect \(continuously ? "continuously" : "final")")
    }

    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        events.append("didSelectColor")
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        events.append("didFinish presented: \(viewController.presentingViewController != nil)")
    }
}

@MainActor @Suite struct ColorPickingTests {
    @Test func aColorWellSendsValueChangedWithThePickedColor() {
        let well = UIColorWell(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        well.title = "Accent"
        let recorder = ControlEventRecorder()
        recorder.watch(well, [("down", .touchDown), ("changed", .valueChanged), ("up", .touchUpInside)])
        expectNil(well.selectedColor)
        #expect(well.supportsAlpha)

        well.simulatePicking(UIColor.systemRed.withAlphaComponent(0.5))
        expectEqual(well.selectedColor, UIColor.systemRed.withAlphaComponent(0.5))
        expectEqual(recorder.events, ["down", "changed", "up"])

        well.supportsAlpha = false
        well.simulatePicking(UIColor.systemBlue.withAlphaComponent(0.5))
        expectEqual(well.selectedColor, UIColor.systemBlue.withAlphaComponent(1))

        well.isEnabled = false
        well.simulatePicking(.systemGreen)
        expectEqual(well.selectedColor, UIColor.systemBlue.withAlphaComponent(1))
        well.selectedColor = .systemPink
        expectEqual(recorder.events.count, 6)
    }

    @Test func aColorPickerTellsItsDelegateAndDismissesItselfWhenClosed() {
        let settings = UIViewController()
        let window = showInWindow(settings)
        defer { withExtendedLifetime(window) {} }
        let picker = UIColorPickerViewController()
        let recorder = ColorPickerRecorder()
        picker.delegate = recorder
        picker.selectedColor = .systemTeal
        settings.present(picker, animated: false)
        expectEqual(recorder.events, [])

        picker.simulatePicking(.systemOrange, continuously: true)
        picker.simulatePicking(.systemYellow)
        expectEqual(picker.selectedColor, .systemYellow)
        picker.simulateFinishing()

        expectEqual(recorder.events, [
            "didSelect continuously", "didSelectColor", "didSelect final", "didSelectColor", "didFinish presented: false",
        ])
        expectNil(settings.presentedViewController)
    }
}

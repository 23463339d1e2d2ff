import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct StepperAndSliderTests {
    @Test func stepperStartsWithUIKitsDefaults() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        expectEqual(stepper.stepValue, 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    }

    @Test func stepperTapsStepTheValueAndStopAtTheEnds() {
        let stepper = UIStepper()
        stepper.maximumValue = 3
        stepper.stepValue = 2
        let recorder = ControlEventRecorder()
        recorder.watch(stepper, [("down", .touchDown), ("changed", .valueChanged), ("up", .touchUpInside)])

        stepper.simulateTapOnIncrement()
        expectEqual(stepper.value, 2)
        stepper.simulateTapOnIncrement()
        expectEqual(stepper.value, 3)
        stepper.simulateTapOnIncrement()
        expectEqual(stepper.value, 3)
        expectEqual(recorder.events, ["down", "changed", "up", "down", "changed", "up"])

        stepper.simulateTapOnDecrement()
        expectEqual(stepper.value, 1)
    }

    @Test func wrappingStepperContinuesFromTheOtherEnd() {
        let stepper = UIStepper()
        stepper.maximumValue = 2
        stepper.wraps = true
        stepper.value = 2
        stepper.simulateTapOnIncrement()
        expectEqual(stepper.value, 0)
        stepper.simulateTapOnDecrement()
        expectEqual(stepper.value, 2)
    }

    @Test func stepperValueIsClampedAndSetsNothingOff() {
        let stepper = UIStepper()
        let recorder = ControlEventRecorder()
        recorder.watch(stepper, [("changed", .valueChanged)])
        stepper.value = 500
        expectEqual(stepper.value, 100)
        stepper.maximumValue = 10
        expectEqual(stepper.value, 10)
        #expect(recorder.events.isEmpty)
        stepper.isEnabled = false
        stepper.simulateTapOnDecrement()
        expectEqual(stepper.value, 10)
    }

    @Test func sliderDragMovesTheValueWithinTheRange() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        let recorder = ControlEventRecorder()
        recorder.watch(slider, [("down", .touchDown), ("changed", .valueChanged), ("up", .touchUpInside)])

        slider.simulateDrag(to: 0.25)
        slider.simulateDrag(to: 7)
        slider.simulateDrag(to: 1)
        expectEqual(slider.value, 1)
        expectEqual(recorder.events, ["down", "changed", "up", "down", "changed", "up", "down", "up"])

        slider.setValue(0.5, animated: true)
        expectEqual(slider.value, 0.5)
        expectEqual(recorder.events.count, 8)
    }

    @Test func perStateImagesFallBackToNormal() {
        let slider = UISlider()
        slider.setThumbImage(UIImage(named: "thumb"), for: .normal)
        slider.isHighlighted = true
        expectEqual(slider.currentThumbImage, UIImage(named: "thumb"))
        let stepper = UIStepper()
        stepper.setIncrementImage(UIImage(named: "plus"), for: .normal)
        expectEqual(stepper.incrementImage(for: .disabled), UIImage(named: "plus"))
    }
}

import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct SegmentedControlTests {
    @Test func itemsBecomeTitleAndImageSegmentsWithNoSelection() {
        let control = UISegmentedControl(items: ["All", UIImage(systemName: "star")!, "Open"])
        expectEqual(control.numberOfSegments, 3)
        expectEqual(control.titleForSegment(at: 0), "All")
        expectEqual(control.imageForSegment(at: 1), UIImage(systemName: "star"))
        expectNil(control.titleForSegment(at: 1))
        expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        expectEqual(UISegmentedControl.noSegment, -1)
    }

    @Test func tapSelectsASegmentAndSendsValueChangedOnlyOnChange() {
        let control = UISegmentedControl(items: ["All", "Open", "Done"])
        control.selectedSegmentIndex = 0
        let recorder = ControlEventRecorder()
        recorder.watch(control, [("down", .touchDown), ("changed", .valueChanged), ("up", .touchUpInside)])

        control.simulateTapOnSegment(at: 2)
        expectEqual(control.selectedSegmentIndex, 2)
        control.simulateTapOnSegment(at: 2)

        expectEqual(recorder.events, ["down", "changed", "up", "down", "up"])
    }

    @Test func settingTheSelectionInCodeSendsNothing() {
        let control = UISegmentedControl(items: ["A", "B"])
        let recorder = ControlEventRecorder()
        recorder.watch(control, [("changed", .valueChanged)])
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = 5
        #expect(recorder.events.isEmpty)
        expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
    }

    @Test func disabledSegmentsAndControlsIgnoreTaps() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.setEnabled(false, forSegmentAt: 1)
        control.simulateTapOnSegment(at: 1)
        expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        #expect(!control.isEnabledForSegment(at: 1))
        control.isEnabled = false
        control.simulateTapOnSegment(at: 2)
        expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
    }

    @Test func momentaryControlSendsEveryTapAndKeepsNoSelection() {
        let control = UISegmentedControl(items: ["−", "+"])
        control.isMomentary = true
        var selectedDuringEvent: [Int] = []
        control.addAction(UIAction { [weak control] _ in control.map { selectedDuringEvent.append($0.selectedSegmentIndex) } }, for: .valueChanged)
        control.simulateTapOnSegment(at: 1)
        control.simulateTapOnSegment(at: 1)
        expectEqual(selectedDuringEvent, [1, 1])
        expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
    }

    @Test func actionSegmentsPerformTheirActionWhenSelected() {
        var picked: [String] = []
        let all = UIAction(title: "All", identifier: UIAction.Identifier("all")) { _ in picked.append("all") }
        let open = UIAction(title: "Open", identifier: UIAction.Identifier("open")) { action in
            picked.append("open from \(type(of: action.sender!))")
        }
        let control = UISegmentedControl(frame: .zero, actions: [all, open])
        expectEqual(control.titleForSegment(at: 1), "Open")
        expectEqual(control.segmentIndex(identifiedBy: UIAction.Identifier("open")), 1)
        expectEqual(control.segmentIndex(identifiedBy: UIAction.Identifier("none")), UISegmentedControl.noSegment)
        expectIdentical(control.actionForSegment(at: 0), all)

        control.simulateTapOnSegment(at: 1)
        expectEqual(picked, ["open from UISegmentedControl"])
    }

    @Test func insertingAndRemovingSegmentsKeepsTheSelectionOnItsSegment() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        expectEqual(control.selectedSegmentIndex, 2)
        control.insertSegment(withTitle: "End", at: 99, animated: false)
        expectEqual(control.titleForSegment(at: 3), "End")
        control.removeSegment(at: 2, animated: false)
        expectEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.setImage(UIImage(systemName: "x"), forSegmentAt: 0)
        expectNil(control.titleForSegment(at: 0))
        control.removeAllSegments()
        expectEqual(control.numberOfSegments, 0)
    }
}

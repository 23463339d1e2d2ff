import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct SegmentedControlTests {
    @Test func itemsBecomeTitleAndImageSegmentsWithNoSelection() {
        let control = UISegmentedControl(items: ["All", UIImage(systemName: "star")!, "Open"])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "All")
        #expect(control.imageForSegment(at: 1) == UIImage(systemName: "star"))
        #expect(control.titleForSegment(at: 1) == nil)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
    }

    @Test func tapSelectsASegmentAndSendsValueChangedOnlyOnChange() {
        let control = UISegmentedControl(items: ["All", "Open", "Done"])
        control.selectedSegmentIndex = 0
        let recorder = ControlEventRecorder()
        recorder.watch(control, [("down", .touchDown), ("changed", .valueChanged), ("up", .touchUpInside)])

        control.simulateTapOnSegment(at: 2)
        #expect(control.selectedSegmentIndex == 2)
        control.simulateTapOnSegment(at: 2)

        #expect(recorder.events == ["down", "changed", "up", "down", "up"])
    }

    @Test func settingTheSelectionInCodeSendsNothing() {
        let control = UISegmentedControl(items: ["A", "B"])
        let recorder = ControlEventRecorder()
        recorder.watch(control, [("changed", .valueChanged)])
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = 5
        #expect(recorder.events.isEmpty)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func disabledSegmentsAndControlsIgnoreTaps() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.setEnabled(false, forSegmentAt: 1)
        control.simulateTapOnSegment(at: 1)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!control.isEnabledForSegment(at: 1))
        control.isEnabled = false
        control.simulateTapOnSegment(at: 2)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func momentaryControlSendsEveryTapAndKeepsNoSelection() {
        let control = UISegmentedControl(items: ["−", "+"])
        control.isMomentary = true
        var selectedDuringEvent: [Int] = []
        control.addAction(UIAction { [weak control] _ in control.map { selectedDuringEvent.append($0.selectedSegmentIndex) } }, for: .valueChanged)
        control.simulateTapOnSegment(at: 1)
        control.simulateTapOnSegment(at: 1)
        #expect(selectedDuringEvent == [1, 1])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func actionSegmentsPerformTheirActionWhenSelected() {
        var picked: [String] = []
        let all = UIAction(title: "All", identifier: UIAction.Identifier("all")) { _ in picked.append("all") }
        let open = UIAction(title: "Open", identifier: UIAction.Identifier("open")) { action in
            picked.append("open from \(type(of: action.sender!))")
        }
        let control = UISegmentedControl(frame: .zero, actions: [all, open])
        #expect(control.titleForSegment(at: 1) == "Open")
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("open")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == UISegmentedControl.noSegment)
        #expect(control.actionForSegment(at: 0) === all)

        control.simulateTapOnSegment(at: 1)
        #expect(picked == ["open from UISegmentedControl"])
    }

    @Test func insertingAndRemovingSegmentsKeepsTheSelectionOnItsSegment() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        control.insertSegment(withTitle: "End", at: 99, animated: false)
        #expect(control.titleForSegment(at: 3) == "End")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.setImage(UIImage(systemName: "x"), forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == nil)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }
}

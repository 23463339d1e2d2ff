import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A picker of servings and units, as a recipe form writes it.
private final class ServingsPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let counts = ["1", "2", "4", "8"]
    let units = ["people", "portions"]
    var chosen: [(Int, Int)] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? counts.count : units.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? counts[row] : units[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        chosen.append((row, component))
    }
}

@MainActor @Suite struct PickerTests {
    @Test func pickerViewsAskTheirDataSourceAndTellTheDelegateOfTheUsersChoice() {
        let model = ServingsPicker()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
        picker.dataSource = model
        picker.delegate = model

        expectEqual(picker.numberOfComponents, 2)
        expectEqual(picker.numberOfRows(inComponent: 0), 4)
        expectEqual(picker.headlessTitle(forRow: 2, forComponent: 0), "4")
        expectEqual(picker.headlessTitle(forRow: 1, forComponent: 1), "portions")
        expectNil(picker.view(forRow: 9, forComponent: 0))
        expectEqual(picker.rowSize(forComponent: 0), CGSize(width: 150, height: 32))
        expectEqual(picker.selectedRow(inComponent: 0), 0)

        picker.selectRow(3, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 3 && model.chosen.isEmpty, "selecting in code tells nobody")

        #expect(picker.simulateSelectRow(1, inComponent: 1))
        #expect(!picker.simulateSelectRow(5, inComponent: 1))
        expectEqual(model.chosen.map { [$0.0, $0.1] }, [[1, 1]])
        expectEqual(picker.selectedRow(inComponent: 1), 1)
    }

    @Test func datePickersLimitTheUsersPickAndSendValueChanged() {
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        picker.minimumDate = start
        picker.maximumDate = start.addingTimeInterval(86_400 * 30)
        var changes: [Date] = []
        picker.addAction(UIAction { [weak picker] _ in picker.map { changes.append($0.date) } }, for: .valueChanged)

        picker.setDate(start, animated: false)
        #expect(changes.isEmpty, "setting the date in code sends nothing")

        expectEqual(picker.simulatePick(start.addingTimeInterval(-86_400)), false, "limited to the minimum, which is already chosen")
        #expect(picker.simulatePick(start.addingTimeInterval(86_400 * 90)))
        expectEqual(changes, [start.addingTimeInterval(86_400 * 30)])

        picker.isEnabled = false
        #expect(!picker.simulatePick(start))
        expectEqual(picker.datePickerStyle, .compact)
        picker.preferredDatePickerStyle = .inline
        expectEqual(picker.datePickerStyle, .inline)
        picker.minuteInterval = 7
        expectEqual(picker.minuteInterval, 1, "7 does not divide 60")
        picker.minuteInterval = 15
        expectEqual(picker.minuteInterval, 15)
    }
}

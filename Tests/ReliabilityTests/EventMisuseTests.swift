import DTTableViewManager
import Expectations
import Testing
@testable import StorageFuzzing

/// Every event-registration anomaly, triggered on an on-screen table: the exact anomalies are
/// reported, the misused closure is never called, UIKit would raise nothing and the table still
/// shows the storage.
@MainActor @Suite struct EventMisuseTests {
    private func expectUnchanged(_ screen: FuzzScreen, _ reference: ReferenceModel, reported: [DTTableViewManagerAnomaly], since before: Int) {
        expectEqual(Array(screen.managerAnomalies.anomalies.dropFirst(before)), reported)
        #expect(screen.violations.takeViolations().isEmpty)
        #expect(screen.storageAnomalies.takeAnomalies().isEmpty)
        expectEqual(screen.differences(from: reference, everyRow: true), [])
    }

    @Test func eventForUnregisteredCellIsReportedAndNeverCalled() throws {
        let (screen, reference) = FuzzScreen.loaded()
        let before = screen.managerAnomalies.anomalies.count
        var called = false
        screen.manager.didSelect(StringFuzzCell.self) { _, _, _ in called = true }
        try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(!called)
        expectUnchanged(screen, reference, reported: [
            .eventRegistrationForUnregisteredMapping(viewClass: "StringFuzzCell", signature: "tableView:didSelectRowAtIndexPath:"),
            .unusedEventDetected(viewType: "StringFuzzCell", methodName: "didSelect(_:_:)"),
        ], since: before)
    }

    @Test func modelEventGivenACellClassIsReported() {
        let (screen, reference) = FuzzScreen.loaded()
        let before = screen.managerAnomalies.anomalies.count
        var called = false
        screen.manager.heightForCell(withItem: EvenFuzzCell.self) { _, _ in
            called = true
            return 10
        }
        screen.tableView.reloadData()
        #expect(!called)
        expectUnchanged(screen, reference, reported: [
            .modelEventCalledWithCellClass(modelType: "EvenFuzzCell", methodName: "heightForCell(withItem:_:)", subclassOf: "UITableViewCell"),
            .eventRegistrationForUnregisteredMapping(viewClass: "EvenFuzzCell", signature: "tableView:heightForRowAtIndexPath:"),
        ], since: before)
    }

    @Test func secondClosureForAnEventIsReportedAndTheFirstStaysCalled() throws {
        let (screen, reference) = FuzzScreen.loaded()
        let before = screen.managerAnomalies.anomalies.count
        var calls: [String] = []
        screen.manager.didSelect(OddFuzzCell.self) { _, item, _ in calls.append("first \(item)") }
        screen.manager.didSelect(OddFuzzCell.self) { _, item, _ in calls.append("second \(item)") }
        try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        expectEqual(calls, ["first item#1"])
        expectUnchanged(screen, reference, reported: [
            .duplicateEventRegistration(signature: "tableView:didSelectRowAtIndexPath:", viewClass: "OddFuzzCell (reuse identifier \"OddFuzzCell\")"),
        ], since: before)
    }
}

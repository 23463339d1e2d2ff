import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport
@testable import StorageFuzzing

/// Every `DTTableViewManagerAnomaly` the manager reports today, triggered on an on-screen table:
/// the exact anomaly is reported, UIKit would raise nothing, and the storage and the rows the
/// misuse does not concern are shown unchanged.
@MainActor @Suite struct ManagerMisuseTests {
    private static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// Checks that nothing but the expected anomalies happened and the screen still shows `reference`.
    private func expectUnchanged(_ screen: FuzzScreen, _ reference: ReferenceModel, anomalies expected: [DTTableViewManagerAnomaly]) {
        expectEqual(screen.managerAnomalies.anomalies, expected)
        #expect(screen.violations.takeViolations().isEmpty)
        #expect(screen.storageAnomalies.takeAnomalies().isEmpty)
        expectEqual(screen.differences(from: reference, everyRow: false), [])
    }

    @Test func nilItemIsReportedAndShownAsAnEmptyCell() {
        let (screen, _) = FuzzScreen.loaded()
        let before = screen.managerAnomalies.anomalies.count
        screen.storage.addItem(FuzzItem?.none, toSection: 1)
        screen.tableView.layoutIfNeeded()
        expectEqual(Array(screen.managerAnomalies.anomalies.dropFirst(before)), [.nilCellModel(Self.path(1, 1))])
        expectEqual(screen.tableView.numberOfRows(inSection: 1), 2)
        expectNil(screen.tableView.cellForRow(at: Self.path(1, 1))?.fuzzModel)
        expectEqual(screen.tableView.cellForRow(at: Self.path(1, 0))?.fuzzModel, FuzzItem(id: 4))
        #expect(screen.violations.takeViolations().isEmpty)
    }

    @Test func sectionWithoutHeaderOrFooterModelIsReportedWhenItsViewIsAskedFor() {
        let (screen, reference) = FuzzScreen.loaded()
        let before = screen.managerAnomalies.anomalies.count
        let delegate = screen.tableView.delegate
        expectNil(delegate?.tableView(screen.tableView, viewForHeaderInSection: 1))
        expectNil(delegate?.tableView(screen.tableView, viewForFooterInSection: 1))
        expectUnchanged(screen, reference, anomalies: Array(screen.managerAnomalies.anomalies.prefix(before)) + [.nilHeaderModel(1), .nilFooterModel(1)])
    }

    @Test func itemWithoutMappingIsReportedAndShownAsAnEmptyCell() {
        let (screen, _) = FuzzScreen.loaded()
        let before = screen.managerAnomalies.anomalies.count
        screen.storage.addItem("text", toSection: 1)
        screen.tableView.layoutIfNeeded()
        expectEqual(Array(screen.managerAnomalies.anomalies.dropFirst(before)), [.noCellMappingFound(modelDescription: "text", indexPath: Self.path(1, 1))])
        expectEqual(screen.tableView.numberOfRows(inSection: 1), 2)
        expectNil(screen.tableView.cellForRow(at: Self.path(1, 1))?.fuzzModel)
        #expect(screen.violations.takeViolations().isEmpty)
    }

    @Test func headerModelWithoutMappingIsReportedAndNoHeaderShown() {
        let (screen, _) = FuzzScreen.loaded()
        let before = screen.managerAnomalies.anomalies.count
        screen.storage.headerModelProvider = { section in section == 0 ? "title" : nil }
        screen.tableView.reloadData()
        expectNil(screen.tableView.headerView(forSection: 0))
        #expect(screen.managerAnomalies.anomalies.dropFirst(before).contains(
            .noHeaderFooterMappingFound(modelDescription: "title", indexPath: IndexPath(row: 0, section: 0))))
        expectEqual(screen.tableView.cellForRow(at: Self.path(0, 0))?.fuzzModel, FuzzItem(id: 1))
        #expect(screen.violations.takeViolations().isEmpty)
    }

    @Test func ambiguousMappingsAreReportedOnceEachAndTheFirstRegisteredIsUsed() {
        let (screen, reference) = FuzzScreen.loaded()
        screen.manager.register(AmbiguousFuzzCell.self)
        let before = screen.managerAnomalies.anomalies.count
        screen.tableView.reloadData()
        _ = screen.differences(from: reference, everyRow: true)
        let ambiguous = "AmbiguousFuzzCell (reuse identifier \"AmbiguousFuzzCell\")"
        #expect(Array(screen.managerAnomalies.anomalies.dropFirst(before)).filter { if case .ambiguousMapping = $0 { true } else { false } } == [
            .ambiguousMapping(modelDescription: "item#1", indexPath: Self.path(0, 0),
                              usedMapping: "OddFuzzCell (reuse identifier \"OddFuzzCell\")", ignoredMappings: [ambiguous]),
            .ambiguousMapping(modelDescription: "item#2", indexPath: Self.path(0, 1),
                              usedMapping: "EvenFuzzCell (reuse identifier \"EvenFuzzCell\")", ignoredMappings: [ambiguous]),
        ])
        #expect(screen.violations.takeViolations().isEmpty)
        expectEqual(screen.differences(from: reference, everyRow: true), [])
    }

    @Test func xibCellWithOtherReuseIdentifierIsReported() {
        let (screen, reference) = FuzzScreen.loaded()
        let before = screen.managerAnomalies.anomalies.count
        withHeadlessNib(named: "ReliabilityWrongIdentifier", bundle: Bundle(for: StringFuzzCell.self), { _ in
            [StringFuzzCell(style: .default, reuseIdentifier: "Other")]
        }) {
            screen.manager.register(StringFuzzCell.self) { $0.xibName = "ReliabilityWrongIdentifier" }
        }
        expectUnchanged(screen, reference, anomalies: Array(screen.managerAnomalies.anomalies.prefix(before))
            + [.differentCellReuseIdentifier(mappingReuseIdentifier: "StringFuzzCell", cellReuseIdentifier: "Other")])
    }

    @Test func xibWithOtherCellClassIsReported() {
        let (screen, reference) = FuzzScreen.loaded()
        let before = screen.managerAnomalies.anomalies.count
        withHeadlessNib(named: "ReliabilityWrongCellClass", bundle: Bundle(for: StringFuzzCell.self), { _ in
            [OtherStringFuzzCell(style: .default, reuseIdentifier: nil)]
        }) {
            screen.manager.register(StringFuzzCell.self) { $0.xibName = "ReliabilityWrongCellClass" }
        }
        expectUnchanged(screen, reference, anomalies: Array(screen.managerAnomalies.anomalies.prefix(before))
            + [.differentCellClass(xibName: "ReliabilityWrongCellClass", cellClass: "OtherStringFuzzCell", expectedCellClass: "StringFuzzCell")])
    }

    @Test func emptyXibIsReported() {
        let (screen, reference) = FuzzScreen.loaded()
        let before = screen.managerAnomalies.anomalies.count
        withHeadlessNib(named: "ReliabilityEmptyXib", bundle: Bundle(for: StringFuzzCell.self), { _ in [] }) {
            screen.manager.register(StringFuzzCell.self) { $0.xibName = "ReliabilityEmptyXib" }
        }
        expectUnchanged(screen, reference, anomalies: Array(screen.managerAnomalies.anomalies.prefix(before))
            + [.emptyXibFile(xibName: "ReliabilityEmptyXib", expectedViewClass: "StringFuzzCell")])
    }

    @Test func xibWithOtherHeaderClassIsReported() {
        let (screen, reference) = FuzzScreen.loaded()
        let before = screen.managerAnomalies.anomalies.count
        withHeadlessNib(named: "ReliabilityWrongHeaderClass", bundle: Bundle(for: StringFuzzHeaderView.self), { _ in
            [PlainFuzzHeaderView(frame: .zero)]
        }) {
            screen.manager.registerFooter(StringFuzzHeaderView.self) { $0.xibName = "ReliabilityWrongHeaderClass" }
        }
        expectUnchanged(screen, reference, anomalies: Array(screen.managerAnomalies.anomalies.prefix(before))
            + [.differentHeaderFooterClass(xibName: "ReliabilityWrongHeaderClass", viewClass: "PlainFuzzHeaderView", expectedViewClass: "StringFuzzHeaderView")])
    }

    @Test func explicitReuseIdentifierClashIsReported() {
        let (screen, reference) = FuzzScreen.loaded()
        let before = screen.managerAnomalies.anomalies.count
        screen.manager.register(StringFuzzCell.self) { $0.reuseIdentifier = "reliability-shared" }
        screen.manager.register(OtherStringFuzzCell.self) { $0.reuseIdentifier = "reliability-shared" }
        expectUnchanged(screen, reference, anomalies: Array(screen.managerAnomalies.anomalies.prefix(before))
            + [.duplicateReuseIdentifier(reuseIdentifier: "reliability-shared", viewClass: "OtherStringFuzzCell", previousViewClass: "StringFuzzCell")])
    }

    @Test func plainHeaderViewWithoutXibIsReported() {
        let (screen, reference) = FuzzScreen.loaded()
        let before = screen.managerAnomalies.anomalies.count
        screen.manager.registerHeader(PlainFuzzHeaderView.self)
        expectUnchanged(screen, reference, anomalies: Array(screen.managerAnomalies.anomalies.prefix(before))
            + [.headerFooterViewWithoutXib(viewClass: "PlainFuzzHeaderView", xibName: "PlainFuzzHeaderView")])
    }
}

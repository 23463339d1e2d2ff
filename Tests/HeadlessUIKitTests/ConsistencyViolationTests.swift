import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ConsistencyViolationTests {
    private func fixture() -> TableFixture {
        TableFixture(sections: [ListDataSource.rows(3), ListDataSource.rows(2)])
    }

    @Test func rowCountMismatchReportsUIKitMessage() {
        let fixture = fixture()
        fixture.dataSource.sections[0].append("new")
        fixture.tableView.performBatchUpdates({}, completion: nil)
        expectEqual(fixture.violations.collected.map(\.kind), [.invalidNumberOfRows])
        #expect(fixture.violations.messages == [
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
        ])
        expectEqual(fixture.tableView.numberOfRows(inSection: 0), 4)
    }

    @Test func sectionCountMismatchReportsUIKitMessage() {
        let fixture = fixture()
        fixture.dataSource.sections.append([])
        fixture.tableView.performBatchUpdates({}, completion: nil)
        #expect(fixture.violations.messages == [
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
        ])
    }

    @Test func outOfRangeOperationsReportUIKitMessages() {
        let cases: [(String, (UITableView) -> Void)] = [
            ("attempt to delete row 5 from section 0 which only contains 3 rows before the update",
             { $0.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .automatic) }),
            ("attempt to delete row 0 from section 4, but there are only 2 sections before the update",
             { $0.deleteRows(at: [IndexPath(row: 0, section: 4)], with: .automatic) }),
            ("attempt to delete row 3 from section 1 which only contains 2 rows before the update",
             { $0.reloadRows(at: [IndexPath(row: 3, section: 1)], with: .fade) }),
            ("attempt to insert row 7 into section 0, but there are only 3 rows in section 0 after the update",
             { $0.insertRows(at: [IndexPath(row: 7, section: 0)], with: .automatic) }),
            ("attempt to delete section 2, but there are only 2 sections before the update",
             { $0.deleteSections(IndexSet(integer: 2), with: .automatic) }),
            ("attempt to insert section 5 but there are only 2 sections after the update",
             { $0.insertSections(IndexSet(integer: 5), with: .automatic) }),
            // Of several sections out of range, deleted or reloaded, the lowest is named.
            ("attempt to delete section 3, but there are only 2 sections before the update", { tableView in
                tableView.performBatchUpdates({
                    tableView.deleteSections(IndexSet([9, 4]), with: .automatic)
                    tableView.reloadSections(IndexSet([7, 3]), with: .automatic)
                }, completion: nil)
            }),
            ("attempt to insert section 6 but there are only 2 sections after the update",
             { $0.insertSections(IndexSet([11, 6, 8]), with: .automatic) }),
            ("attempt to move index path ({length = 2, path = 1 - 4}) that does not exist - there are only 2 rows in section 1 before the update",
             { $0.moveRow(at: IndexPath(row: 4, section: 1), to: IndexPath(row: 0, section: 1)) }),
            ("attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 0 - 9}) that does not exist - there are only 3 rows in section 0 after the update",
             { $0.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 9, section: 0)) }),
        ]
        for (message, operation) in cases {
            let fixture = fixture()
            operation(fixture.tableView)
            expectEqual(fixture.violations.messages, [message])
        }
    }

    @Test func sectionsDeletedAndReloadedNameTheLowest() {
        let fixture = TableFixture(sections: (0..<6).map { _ in ListDataSource.rows(1) })
        fixture.tableView.performBatchUpdates({
            fixture.tableView.deleteSections(IndexSet([5, 4, 1]), with: .automatic)
            fixture.tableView.reloadSections(IndexSet([1, 4, 2]), with: .automatic)
        }, completion: nil)
        expectEqual(fixture.violations.messages, ["attempt to delete and reload the same section (1)"])
    }

    @Test func indexPathUsedTwiceReportsUIKitMessages() {
        let first = IndexPath(row: 0, section: 0)
        let cases: [(String, (UITableView) -> Void)] = [
            ("attempt to delete and reload the same index path ({length = 2, path = 0 - 0})", {
                $0.deleteRows(at: [first], with: .automatic)
                $0.reloadRows(at: [first], with: .automatic)
            }),
            ("attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})", {
                $0.deleteRows(at: [first], with: .automatic)
                $0.moveRow(at: first, to: IndexPath(row: 1, section: 0))
            }),
            ("attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 1})", {
                $0.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
                $0.moveRow(at: first, to: IndexPath(row: 1, section: 0))
            }),
        ]
        for (message, operations) in cases {
            let fixture = fixture()
            fixture.tableView.performBatchUpdates({ operations(fixture.tableView) }, completion: nil)
            expectEqual(fixture.violations.messages, [message])
            expectEqual(fixture.violations.collected.first?.kind, .conflictingOperations)
        }
    }

    @Test func dequeueWithoutRegistrationReportsUIKitMessage() {
        let fixture = fixture()
        let cell = fixture.tableView.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
        expectEqual(cell.reuseIdentifier, "Missing")
        #expect(fixture.violations.collected == [
            UITableView.HeadlessConsistencyViolation(
                kind: .unregisteredReuseIdentifier,
                message: "unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ),
        ])
    }

    @Test func nibWithoutACellReportsUIKitMessage() {
        let name = "ConsistencyViolationTests.notACell"
        UINib.registerHeadlessNib(named: name, bundle: nil) { _ in [UIView()] }
        defer { UINib.unregisterHeadlessNib(named: name, bundle: nil) }
        let fixture = fixture()
        fixture.tableView.register(UINib(nibName: name, bundle: nil), forCellReuseIdentifier: "Nib")
        expectNil(fixture.tableView.dequeueReusableCell(withIdentifier: "Nib"))
        #expect(fixture.violations.messages == [
            "invalid nib registered for identifier (Nib) - nib must contain exactly one top level object which must be a UITableViewCell instance",
        ])
    }

    @Test func dataSourceReturningAVisibleCellAgainIsReported() {
        final class Sticky: NSObject, UITableViewDataSource {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
        }
        let fixture = fixture()
        let sticky = Sticky()
        fixture.tableView.dataSource = sticky
        fixture.tableView.reloadData()
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.violations.collected.map(\.kind), [.invalidCell])
    }
}

import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// A known inherent difference: HeadlessUIKit learns which optional methods an object implements
/// from the protocol's default implementations, so a method only a subclass of the adopting class
/// implements is not found (a subclass's method cannot override a protocol extension's). On iOS
/// the Objective-C runtime finds it.
@MainActor @Suite struct SubclassOnlyDelegateMethodTests {
    class BaseDelegate: NSObject, UITableViewDelegate {}

    final class SubclassSelecting: BaseDelegate {
        var selected: [IndexPath] = []
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    /// The workaround: declare the method in the adopting class, override it in the subclass.
    class BaseDeclaringSelection: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    }

    final class SubclassOverriding: BaseDeclaringSelection {
        var selected: [IndexPath] = []
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    @Test func methodOnlyASubclassImplementsIsNotCalled() throws {
        let fixture = TableFixture(sections: [ListDataSource.rows(3)])
        let delegate = SubclassSelecting()
        fixture.tableView.delegate = delegate
        try fixture.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        // Recorded as one short known issue (not a failed comparison), so that a passing run
        // says only what a reader needs: which method was missed, and why.
        withKnownIssue("HeadlessUIKit cannot see methods that only a subclass of the adopting class declares") {
            if delegate.selected.isEmpty {
                Issue.record("SubclassSelecting.tableView(_:didSelectRowAt:) was not called")
            }
        }
    }

    @Test func methodDeclaredInTheAdoptingClassAndOverriddenIsCalled() throws {
        let fixture = TableFixture(sections: [ListDataSource.rows(3)])
        let delegate = SubclassOverriding()
        fixture.tableView.delegate = delegate
        try fixture.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        expectEqual(delegate.selected, [IndexPath(row: 0, section: 0)])
    }
}

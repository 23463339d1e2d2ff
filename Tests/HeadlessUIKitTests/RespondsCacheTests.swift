import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct RespondsCacheTests {
    /// Implements row heights but answers whether it does through `HeadlessTableViewMethodResponding`.
    final class SwitchableHeights: NSObject, UITableViewDelegate, HeadlessTableViewMethodResponding {
        var answersHeights = false
        var heightCalls = 0
        func responds(to method: HeadlessTableViewMethod) -> Bool {
            method == .heightForRowAt && answersHeights
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heightCalls += 1
            return 100
        }
    }

    @Test func methodAnsweredFalseIsNotCalledUntilReassignment() {
        let fixture = TableFixture(sections: [ListDataSource.rows(3)])
        let delegate = SwitchableHeights()
        fixture.tableView.delegate = delegate
        delegate.answersHeights = true
        fixture.tableView.reloadData()
        fixture.tableView.layoutIfNeeded()
        expectEqual(delegate.heightCalls, 0)
        expectEqual(fixture.tableView.headlessCachedResponse(to: .heightForRowAt), false)
        expectEqual(fixture.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44)
        fixture.tableView.delegate = delegate
        fixture.tableView.reloadData()
        fixture.tableView.layoutIfNeeded()
        expectEqual(delegate.heightCalls, 3)
        expectEqual(fixture.tableView.headlessCachedResponse(to: .heightForRowAt), true)
        expectEqual(fixture.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height, 100)
    }

    @Test func respondingMethodsAsksAboutEachMethodByDefault() {
        let delegate = SwitchableHeights()
        let methods: [HeadlessTableViewMethod] = [.heightForRowAt, .didSelectRowAt]
        #expect(delegate.respondingMethods(among: methods).isEmpty)
        delegate.answersHeights = true
        expectEqual(delegate.respondingMethods(among: methods), [.heightForRowAt])
    }

    @Test func answersOutsideTheAssignedRoleAreIgnored() {
        /// Claims every method, its role's and others', at once.
        final class ClaimsEverything: NSObject, UITableViewDelegate, HeadlessTableViewMethodResponding {
            func responds(to method: HeadlessTableViewMethod) -> Bool { true }
            func respondingMethods(among methods: [HeadlessTableViewMethod]) -> Set<HeadlessTableViewMethod> {
                Set(HeadlessTableViewMethod.allCases)
            }
        }
        let fixture = TableFixture(sections: [ListDataSource.rows(2)])
        fixture.tableView.layoutIfNeeded()
        let dataSourceAnswer = fixture.tableView.headlessCachedResponse(to: .titleForHeaderInSection)
        expectEqual(dataSourceAnswer, false, "the fixture's data source has no titles")
        let delegate = ClaimsEverything()
        fixture.tableView.delegate = delegate
        expectEqual(fixture.tableView.headlessCachedResponse(to: .didSelectRowAt), true)
        // The data source's answers are still the data source's.
        expectEqual(fixture.tableView.headlessCachedResponse(to: .titleForHeaderInSection), dataSourceAnswer)
    }

    @Test func plainObjectAnswersAreLearnedOnFirstCall() {
        final class Plain: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 10 }
        }
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let delegate = Plain()
        tableView.delegate = delegate
        expectNil(tableView.headlessCachedResponse(to: .heightForHeaderInSection))
        let dataSource = ListDataSource(sections: [ListDataSource.rows(2)])
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = dataSource
        tableView.layoutIfNeeded()
        expectEqual(tableView.headlessCachedResponse(to: .heightForHeaderInSection), true)
        expectEqual(tableView.headlessCachedResponse(to: .heightForRowAt), false)
        expectNil(tableView.headlessCachedResponse(to: .didSelectRowAt))
        expectEqual(tableView.headlessCachedResponse(to: .cellForRowAt), true)
        expectEqual(tableView.rectForHeader(inSection: 0).height, 10)
    }

    @Test func forwardedCallThatReachesADefaultFallsBackToUIKitDefault() {
        final class Forwarder: NSObject, UITableViewDelegate, HeadlessTableViewMethodResponding {
            func responds(to method: HeadlessTableViewMethod) -> Bool { method == .heightForRowAt }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                HeadlessUnimplementedMethod.reached()
                return 0
            }
        }
        let fixture = TableFixture(sections: [ListDataSource.rows(2)])
        let delegate = Forwarder()
        fixture.tableView.delegate = delegate
        fixture.tableView.reloadData()
        expectEqual(fixture.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44)
        expectEqual(fixture.tableView.headlessCachedResponse(to: .heightForRowAt), true)
    }
}

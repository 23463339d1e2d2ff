import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// The every-method fixture answers what a test set for a method instead of its default, and
/// stops the test on an answer it could never give.
@MainActor @Suite struct EveryMethodImplementerAnswerTests {
    @Test func answerSetForAMethodReplacesOnlyThatMethodsDefault() {
        let arguments = TableMethodArguments()
        let implementer = EveryMethodImplementer()
        implementer.setAnswer(CGFloat(60), for: .heightForRowAt)
        implementer.setAnswer(String?.none, for: .titleForDeleteConfirmationButtonForRowAt)
        let delegate: any UITableViewDelegate = implementer

        expectEqual(delegate.tableView(arguments.tableView, heightForRowAt: arguments.indexPath), 60)
        expectEqual(delegate.tableView(arguments.tableView, estimatedHeightForRowAt: arguments.indexPath), 10)
        expectNil(delegate.tableView(arguments.tableView, titleForDeleteConfirmationButtonForRowAt: arguments.indexPath))
        expectEqual(implementer.calls, [.heightForRowAt, .estimatedHeightForRowAt, .titleForDeleteConfirmationButtonForRowAt])
    }

    @Test func answerOfAnotherTypeThanTheMethodReturnsStopsTheTest() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let implementer = EveryMethodImplementer()
                implementer.setAnswer(60, for: .heightForRowAt)
                _ = implementer.tableView(UITableView(frame: .zero, style: .plain), heightForRowAt: IndexPath(row: 0, section: 0))
            }
        }
    }

    @Test func answerForAMethodReturningNothingStopsTheTest() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let implementer = EveryMethodImplementer()
                implementer.setAnswer(true, for: .didSelectRowAt)
                implementer.tableView(UITableView(frame: .zero, style: .plain), didSelectRowAt: IndexPath(row: 0, section: 0))
            }
        }
    }
}

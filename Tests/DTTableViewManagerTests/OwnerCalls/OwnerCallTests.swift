import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
@testable import DTTableViewManager

/// The owner-call functions the manager's objects forward through report whether the owner
/// implements each method, and call exactly that method.
@MainActor
@Suite struct OwnerCallTests {
    /// Methods the manager answers itself and never forwards.
    private static let unforwarded: Set<HeadlessTableViewMethod> = [
        .numberOfRowsInSection, .cellForRowAt, .numberOfSections, .titleForHeaderInSection, .titleForFooterInSection,
    ]

    @Test func ownerCallsCoverEveryForwardedMethodOnce() {
        let methods = OwnerCall.all.map(\.method)
        expectEqual(methods.count, Set(methods).count)
        expectEqual(Set(methods), Set(HeadlessTableViewMethod.allCases).subtracting(Self.unforwarded))
    }

    @Test func ownerImplementingOnlyRequiredMethodsReportsNilForEveryOptionalMethod() {
        for call in OwnerCall.all {
            let owner = RequiredMethodsImplementer()
            let implemented = call.invoke(TableMethodArguments(), owner)
            expectEqual(implemented, call.isRequired, "\(call.method)")
            #expect(owner.calls == (call.isRequired ? [call.method] : []), "\(call.method)")
        }
    }

    @Test func ownerImplementingEveryMethodAnswersEachCallFromThatMethod() {
        for call in OwnerCall.all {
            let owner = EveryMethodImplementer()
            #expect(call.invoke(TableMethodArguments(), owner), "\(call.method)")
            expectEqual(owner.calls, [call.method], "\(call.method)")
        }
    }

    @Test func ownerAnsweringNilIsTellableFromOwnerWithoutTheMethod() throws {
        let arguments = TableMethodArguments()
        let answer = EveryMethodImplementer().implementedWillSelectRowAt(arguments.tableView, arguments.indexPath)
        let selection = try #require(answer)
        expectNil(selection)
        expectNil(RequiredMethodsImplementer().implementedWillSelectRowAt(arguments.tableView, arguments.indexPath))
    }

    @Test func ownerCallsPassOnTheOwnersOwnAnswer() {
        let arguments = TableMethodArguments()
        let owner = EveryMethodImplementer()
        owner.setAnswer(CGFloat(72), for: .heightForRowAt)
        owner.setAnswer(UITableViewCell.EditingStyle.none, for: .editingStyleForRowAt)
        owner.setAnswer(String?.some("Archive"), for: .titleForDeleteConfirmationButtonForRowAt)

        expectEqual(owner.implementedHeightForRowAt(arguments.tableView, arguments.indexPath), 72)
        expectEqual(owner.implementedEditingStyleForRowAt(arguments.tableView, arguments.indexPath), UITableViewCell.EditingStyle.none)
        expectEqual(owner.implementedTitleForDeleteConfirmationButtonForRowAt(arguments.tableView, arguments.indexPath), "Archive")
        expectEqual(owner.calls, [.heightForRowAt, .editingStyleForRowAt, .titleForDeleteConfirmationButtonForRowAt])
    }
}

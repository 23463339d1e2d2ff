import DTTableViewManager
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
        #expect(methods.count == Set(methods).count)
        #expect(Set(methods) == Set(HeadlessTableViewMethod.allCases).subtracting(Self.unforwarded))
    }

    @Test func ownerImplementingOnlyRequiredMethodsReportsNilForEveryOptionalMethod() {
        for call in OwnerCall.all {
            let owner = RequiredMethodsImplementer()
            let implemented = call.invoke(TableMethodArguments(), owner)
            #expect(implemented == call.isRequired, "\(call.method)")
            #expect(owner.calls == (call.isRequired ? [call.method] : []), "\(call.method)")
        }
    }

    @Test func ownerImplementingEveryMethodAnswersEachCallFromThatMethod() {
        for call in OwnerCall.all {
            let owner = EveryMethodImplementer()
            #expect(call.invoke(TableMethodArguments(), owner), "\(call.method)")
            #expect(owner.calls == [call.method], "\(call.method)")
        }
    }

    @Test func ownerAnsweringNilIsTellableFromOwnerWithoutTheMethod() throws {
        let arguments = TableMethodArguments()
        let answer = EveryMethodImplementer().implementedWillSelectRowAt(arguments.tableView, arguments.indexPath)
        let selection = try #require(answer)
        #expect(selection == nil)
        #expect(RequiredMethodsImplementer().implementedWillSelectRowAt(arguments.tableView, arguments.indexPath) == nil)
    }

    @Test func ownerCallsPassOnTheOwnersOwnAnswer() {
        let arguments = TableMethodArguments()
        let owner = EveryMethodImplementer()
        owner.setAnswer(CGFloat(72), for: .heightForRowAt)
        owner.setAnswer(UITableViewCell.EditingStyle.none, for: .editingStyleForRowAt)
        owner.setAnswer(String?.some("Archive"), for: .titleForDeleteConfirmationButtonForRowAt)

        #expect(owner.implementedHeightForRowAt(arguments.tableView, arguments.indexPath) == 72)
        #expect(owner.implementedEditingStyleForRowAt(arguments.tableView, arguments.indexPath) == UITableViewCell.EditingStyle.none)
        #expect(owner.implementedTitleForDeleteConfirmationButtonForRowAt(arguments.tableView, arguments.indexPath) == "Archive")
        #expect(owner.calls == [.heightForRowAt, .editingStyleForRowAt, .titleForDeleteConfirmationButtonForRowAt])
    }
}

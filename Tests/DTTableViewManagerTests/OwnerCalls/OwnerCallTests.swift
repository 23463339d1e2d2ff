import DTTableViewManager
import Foundation
import Testing
@testable import DTTableViewManager

/// The owner-call functions the manager's objects forward through report whether the owner
/// implements each method, and call exactly that method.
@MainActor
@Suite struct OwnerCallTests {
    /// Methods the manager answers itself and never forwards.
    private static let unforwarded: Set<TableViewMethod> = [
        .numberOfRowsInSection, .cellForRowAt, .numberOfSections, .titleForHeaderInSection, .titleForFooterInSection,
    ]

    @Test func ownerCallsCoverEveryForwardedMethodOnce() {
        let methods = OwnerCall.all.map(\.method)
        #expect(methods.count == Set(methods).count)
        #expect(Set(methods) == Set(TableViewMethod.allCases).subtracting(Self.unforwarded))
    }

    @Test func ownerImplementingOnlyRequiredMethodsReportsNilForEveryOptionalMethod() {
        for call in OwnerCall.all {
            let owner = RequiredMethodsOwner()
            let implemented = call.invoke(OwnerCallArguments(), owner)
            #expect(implemented == call.isRequired, "\(call.method)")
            #expect(owner.calls == (call.isRequired ? [call.method] : []), "\(call.method)")
        }
    }

    @Test func ownerImplementingEveryMethodAnswersEachCallFromThatMethod() {
        for call in OwnerCall.all {
            let owner = EveryMethodOwner()
            #expect(call.invoke(OwnerCallArguments(), owner), "\(call.method)")
            #expect(owner.calls == [call.method], "\(call.method)")
        }
    }

    @Test func ownerAnsweringNilIsTellableFromOwnerWithoutTheMethod() throws {
        let arguments = OwnerCallArguments()
        let answer = EveryMethodOwner().implementedWillSelectRowAt(arguments.table, arguments.indexPath)
        let selection = try #require(answer)
        #expect(selection == nil)
        #expect(RequiredMethodsOwner().implementedWillSelectRowAt(arguments.table, arguments.indexPath) == nil)
    }
}

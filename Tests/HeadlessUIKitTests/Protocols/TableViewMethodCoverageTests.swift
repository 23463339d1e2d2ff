import Foundation
import Testing
@testable import HeadlessUIKit

/// Every ``HeadlessTableViewMethod`` case stands for exactly one protocol method, and its metadata agrees
/// with the protocol that declares that method.
@MainActor @Suite struct TableViewMethodCoverageTests {
    @Test func everyCaseHasExactlyOneCall() {
        let callsPerMethod = Dictionary(grouping: TableMethodCall.all, by: \.method).mapValues(\.count)

        #expect(Set(callsPerMethod.keys) == Set(HeadlessTableViewMethod.allCases))
        #expect(callsPerMethod.values.allSatisfy { $0 == 1 })
    }

    @Test func declaringProtocolIsTheProtocolTheMethodIsCalledThrough() {
        for call in TableMethodCall.all {
            #expect(call.method.declaringProtocol == call.declaringProtocol, "\(call.method)")
        }
    }

    @Test func protocolsDeclareAsManyMethodsAsUIKitDoes() {
        let counts = Dictionary(grouping: HeadlessTableViewMethod.allCases, by: \.declaringProtocol).mapValues(\.count)

        #expect(counts == [
            .dataSource: 11, .delegate: 52, .scrollViewDelegate: 14,
            .dataSourcePrefetching: 2, .dragDelegate: 7, .dropDelegate: 7,
        ])
    }

    @Test func requiredMethodsAreTheOnesUIKitRequires() {
        let required = Set(HeadlessTableViewMethod.allCases.filter(\.isRequired))

        #expect(required == [
            .numberOfRowsInSection, .cellForRowAt, .prefetchRowsAt, .itemsForBeginningSession,
            .performDropWithCoordinator,
        ])
    }

    @Test func rolesPartitionTheMethods() {
        let methodsByRole = HeadlessTableViewMethod.Role.allCases.map(\.methods)

        #expect(methodsByRole.joined().count == HeadlessTableViewMethod.allCases.count)
        #expect(Set(methodsByRole.joined()) == Set(HeadlessTableViewMethod.allCases))
    }

    @Test func delegateRoleAnswersForScrollViewMethodsToo() {
        let delegateProtocols = Set(HeadlessTableViewMethod.Role.delegate.methods.map(\.declaringProtocol))

        #expect(delegateProtocols == [.delegate, .scrollViewDelegate])
        #expect(HeadlessTableViewMethod.scrollViewDidScroll.role == .delegate)
        #expect(HeadlessTableViewMethod.cancelPrefetchingForRowsAt.role == .prefetchDataSource)
    }
}

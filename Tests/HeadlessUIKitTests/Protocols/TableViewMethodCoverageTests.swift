import Expectations
import Foundation
import Testing
@testable import HeadlessUIKit

/// Every ``HeadlessTableViewMethod`` case stands for exactly one protocol method, and its metadata agrees
/// with the protocol that declares that method.
@MainActor @Suite struct TableViewMethodCoverageTests {
    @Test func everyCaseHasExactlyOneCall() {
        let callsPerMethod = Dictionary(grouping: TableMethodCall.all, by: \.method).mapValues(\.count)

        expectEqual(Set(callsPerMethod.keys), Set(HeadlessTableViewMethod.allCases))
        #expect(callsPerMethod.values.allSatisfy { $0 == 1 })
    }

    @Test func declaringProtocolIsTheProtocolTheMethodIsCalledThrough() {
        for call in TableMethodCall.all {
            expectEqual(call.method.declaringProtocol, call.declaringProtocol, "\(call.method)")
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

        expectEqual(methodsByRole.joined().count, HeadlessTableViewMethod.allCases.count)
        expectEqual(Set(methodsByRole.joined()), Set(HeadlessTableViewMethod.allCases))
    }

    @Test func delegateRoleAnswersForScrollViewMethodsToo() {
        let delegateProtocols = Set(HeadlessTableViewMethod.Role.delegate.methods.map(\.declaringProtocol))

        expectEqual(delegateProtocols, [.delegate, .scrollViewDelegate])
        expectEqual(HeadlessTableViewMethod.scrollViewDidScroll.role, .delegate)
        expectEqual(HeadlessTableViewMethod.cancelPrefetchingForRowsAt.role, .prefetchDataSource)
    }
}

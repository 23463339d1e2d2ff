import Foundation
import Testing
@testable import HeadlessUIKit

/// Every ``TableViewMethod`` case stands for exactly one protocol method, and its metadata agrees
/// with the protocol that declares that method.
@MainActor @Suite struct TableViewMethodCoverageTests {
    @Test func everyCaseHasExactlyOneCall() {
        let callsPerMethod = Dictionary(grouping: TableMethodCall.all, by: \.method).mapValues(\.count)

        #expect(Set(callsPerMethod.keys) == Set(TableViewMethod.allCases))
        #expect(callsPerMethod.values.allSatisfy { $0 == 1 })
    }

    @Test func declaringProtocolIsTheProtocolTheMethodIsCalledThrough() {
        for call in TableMethodCall.all {
            #expect(call.method.declaringProtocol == call.declaringProtocol, "\(call.method)")
        }
    }

    @Test func protocolsDeclareAsManyMethodsAsUIKitDoes() {
        let counts = Dictionary(grouping: TableViewMethod.allCases, by: \.declaringProtocol).mapValues(\.count)

        #expect(counts == [
            .dataSource: 11, .delegate: 52, .scrollViewDelegate: 14,
            .dataSourcePrefetching: 2, .dragDelegate: 7, .dropDelegate: 7,
        ])
    }

    @Test func requiredMethodsAreTheOnesUIKitRequires() {
        let required = Set(TableViewMethod.allCases.filter(\.isRequired))

        #expect(required == [
            .numberOfRowsInSection, .cellForRowAt, .prefetchRowsAt, .itemsForBeginningSession,
            .performDropWithCoordinator,
        ])
    }

    @Test func rolesPartitionTheMethods() {
        let methodsByRole = TableViewMethod.Role.allCases.map(\.methods)

        #expect(methodsByRole.joined().count == TableViewMethod.allCases.count)
        #expect(Set(methodsByRole.joined()) == Set(TableViewMethod.allCases))
    }

    @Test func delegateRoleAnswersForScrollViewMethodsToo() {
        let delegateProtocols = Set(TableViewMethod.Role.delegate.methods.map(\.declaringProtocol))

        #expect(delegateProtocols == [.delegate, .scrollViewDelegate])
        #expect(TableViewMethod.scrollViewDidScroll.role == .delegate)
        #expect(TableViewMethod.cancelPrefetchingForRowsAt.role == .prefetchDataSource)
    }
}

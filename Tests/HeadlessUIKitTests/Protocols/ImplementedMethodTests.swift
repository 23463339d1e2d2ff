import Expectations
import Foundation
import TableMethodFixtures
import Testing
@testable import HeadlessUIKit

/// A method written with UIKit's exact signature must witness the protocol requirement; if a
/// signature drifted by one label, the user's method would become an unrelated overload and the
/// default would silently run instead.
@MainActor @Suite struct ImplementedMethodTests {
    @Test(arguments: HeadlessTableViewMethod.allCases)
    func methodWrittenWithUIKitSignatureRunsInsteadOfDefault(_ method: HeadlessTableViewMethod) throws {
        let call = try #require(TableMethodCall.all.first { $0.method == method })
        let arguments = TableMethodArguments()
        let implementer = EveryMethodImplementer()

        let (_, record) = HeadlessUnimplementedMethod.record { call.invoke(arguments, implementer) }

        #expect(!record.reachedDefault)
        #expect(record.methods.isEmpty)
        expectEqual(implementer.calls, [method])
    }

    @Test func detectReportsImplementedMethodAsImplemented() {
        let arguments = TableMethodArguments()
        let implementer = EveryMethodImplementer()

        let (height, implemented) = HeadlessUnimplementedMethod.detect {
            (implementer as any UITableViewDelegate).tableView(arguments.tableView, heightForRowAt: arguments.indexPath)
        }

        #expect(implemented)
        expectEqual(height, 10)
    }

    @Test func methodWhoseLabelDriftedFromUIKitResolvesToDefault() {
        let arguments = TableMethodArguments()
        let drifted = DriftedHeightDelegate()

        let (height, implemented) = HeadlessUnimplementedMethod.detect {
            (drifted as any UITableViewDelegate).tableView(arguments.tableView, heightForRowAt: arguments.indexPath)
        }

        #expect(!implemented)
        expectEqual(height, UITableView.automaticDimension)
        #expect(!drifted.wasCalled)
    }
}

/// Declares the row-height method with an Objective-C-style label, as a typo would.
@MainActor
private final class DriftedHeightDelegate: NSObject, UITableViewDelegate {
    private(set) var wasCalled = false

    func tableView(_ tableView: UITableView, heightForRowAtIndexPath indexPath: IndexPath) -> CGFloat {
        wasCalled = true
        return 10
    }
}

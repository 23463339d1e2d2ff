import Expectations
import Foundation
import TableMethodFixtures
import Testing
@testable import HeadlessUIKit

/// An object that writes none of the optional methods reaches each one's default, and the
/// default reports exactly its own method.
@MainActor @Suite struct DefaultMethodTests {
    @Test(arguments: HeadlessTableViewMethod.allCases.filter { !$0.isRequired })
    func unimplementedOptionalMethodReachesItsOwnDefault(_ method: HeadlessTableViewMethod) throws {
        let call = try #require(TableMethodCall.all.first { $0.method == method })
        let arguments = TableMethodArguments()
        let implementer = RequiredMethodsImplementer()

        let (_, record) = HeadlessUnimplementedMethod.record { call.invoke(arguments, implementer) }

        #expect(record.reachedDefault)
        expectEqual(record.methods, [method])
        #expect(implementer.calls.isEmpty)
    }

    @Test(arguments: HeadlessTableViewMethod.allCases.filter(\.isRequired))
    func requiredMethodRunsItsImplementation(_ method: HeadlessTableViewMethod) throws {
        let call = try #require(TableMethodCall.all.first { $0.method == method })
        let arguments = TableMethodArguments()
        let implementer = RequiredMethodsImplementer()

        let (_, implemented) = HeadlessUnimplementedMethod.detect { call.invoke(arguments, implementer) }

        #expect(implemented)
        expectEqual(implementer.calls, [method])
    }

    @Test func defaultsReturnUIKitsValuesWhenNotImplemented() {
        let arguments = TableMethodArguments()
        let object = RequiredMethodsImplementer()
        let tableView = arguments.tableView
        let row = IndexPath(row: 3, section: 1)

        expectEqual(object.numberOfSections(in: tableView), 1)
        #expect(object.tableView(tableView, canEditRowAt: row))
        expectEqual(object.tableView(tableView, sectionForSectionIndexTitle: "C", at: 2), 2)
        expectEqual(object.tableView(tableView, willSelectRowAt: row), row)
        expectEqual(object.tableView(tableView, willDeselectRowAt: row), row)
        #expect(object.tableView(tableView, shouldHighlightRowAt: row))
        expectEqual(object.tableView(tableView, editingStyleForRowAt: row), .delete)
        expectEqual(object.tableView(tableView, targetIndexPathForMoveFromRowAt: IndexPath(row: 0, section: 0), toProposedIndexPath: row), row)
        expectEqual(object.tableView(tableView, indentationLevelForRowAt: row), 0)
        #expect(object.tableView(tableView, shouldIndentWhileEditingRowAt: row))
        #expect(object.scrollViewShouldScrollToTop(tableView))
        #expect(object.tableView(tableView, dragSessionAllowsMoveOperation: arguments.dragSession))
        #expect(!object.tableView(tableView, dragSessionIsRestrictedToDraggingApplication: arguments.dragSession))
        #expect(object.tableView(tableView, canHandle: arguments.dropSession))
        expectEqual(object.tableView(tableView, dropSessionDidUpdate: arguments.dropSession, withDestinationIndexPath: row).operation, .cancel)
    }
}

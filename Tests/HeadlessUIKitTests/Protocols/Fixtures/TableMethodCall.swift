import Foundation
import HeadlessUIKit
import TableMethodFixtures

/// One method of a table protocol, called through that protocol alone: a call compiles only if
/// the protocol declares the method, which pins ``declaringProtocol`` to the declaration.
@MainActor
struct TableMethodCall {
    let method: HeadlessTableViewMethod
    let declaringProtocol: HeadlessTableViewMethod.DeclaringProtocol
    let invoke: (TableMethodArguments, any EveryTableProtocol) -> Void

    static func dataSource(
        _ method: HeadlessTableViewMethod,
        _ call: @escaping (TableMethodArguments, any UITableViewDataSource) -> Void
    ) -> TableMethodCall {
        TableMethodCall(method: method, declaringProtocol: .dataSource) { call($0, $1) }
    }

    static func delegate(
        _ method: HeadlessTableViewMethod,
        _ call: @escaping (TableMethodArguments, any UITableViewDelegate) -> Void
    ) -> TableMethodCall {
        TableMethodCall(method: method, declaringProtocol: .delegate) { call($0, $1) }
    }

    static func scrollViewDelegate(
        _ method: HeadlessTableViewMethod,
        _ call: @escaping (TableMethodArguments, any UIScrollViewDelegate) -> Void
    ) -> TableMethodCall {
        TableMethodCall(method: method, declaringProtocol: .scrollViewDelegate) { call($0, $1) }
    }

    static func prefetching(
        _ method: HeadlessTableViewMethod,
        _ call: @escaping (TableMethodArguments, any UITableViewDataSourcePrefetching) -> Void
    ) -> TableMethodCall {
        TableMethodCall(method: method, declaringProtocol: .dataSourcePrefetching) { call($0, $1) }
    }

    static func dragDelegate(
        _ method: HeadlessTableViewMethod,
        _ call: @escaping (TableMethodArguments, any UITableViewDragDelegate) -> Void
    ) -> TableMethodCall {
        TableMethodCall(method: method, declaringProtocol: .dragDelegate) { call($0, $1) }
    }

    static func dropDelegate(
        _ method: HeadlessTableViewMethod,
        _ call: @escaping (TableMethodArguments, any UITableViewDropDelegate) -> Void
    ) -> TableMethodCall {
        TableMethodCall(method: method, declaringProtocol: .dropDelegate) { call($0, $1) }
    }
}

import DTTableViewManager
import Foundation
import TableMethodFixtures

/// One owner-call function (`OwnerCalls+Headless.swift`), called on an owner; `invoke` answers
/// whether the function reported the owner's method as implemented.
@MainActor
struct OwnerCall {
    /// The owner method the function calls.
    let method: HeadlessTableViewMethod
    /// Whether UIKit requires the method, so every adopting owner implements it.
    let isRequired: Bool
    let invoke: (TableMethodArguments, any EveryTableProtocol) -> Bool

    init(_ method: HeadlessTableViewMethod, isRequired: Bool = false, _ invoke: @escaping (TableMethodArguments, any EveryTableProtocol) -> Bool) {
        self.method = method
        self.isRequired = isRequired
        self.invoke = invoke
    }
}

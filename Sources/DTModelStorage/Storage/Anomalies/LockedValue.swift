import Foundation

/// A value that several threads may read and replace, guarded by a lock.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` is safe: `storedValue` is only touched while `lock` is held.
    private let lock = NSLock()
    private var storedValue: Value

    init(_ value: Value) {
        storedValue = value
    }

    var value: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedValue
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storedValue = newValue
        }
    }
}

import Foundation

/// The contents of a pasteboard, shared by the `UIPasteboard` objects of one name, and the
/// process's pasteboards by name.
@MainActor
final class PasteboardStore {
    let name: UIPasteboard.Name
    private(set) var changeCount = 0
    private var storedItems: [[String: Any]] = []
    /// When the items expire (`UIPasteboard.OptionsKey.expirationDate`), if they do.
    private var expirationDate: Date?

    private init(name: UIPasteboard.Name) {
        self.name = name
    }

    /// The items, none once their expiration date passed.
    var items: [[String: Any]] {
        if let expirationDate, Date() >= expirationDate {
            storedItems = []
            self.expirationDate = nil
            changeCount += 1
        }
        return storedItems
    }

    /// Replaces the items.
    func replace(with items: [[String: Any]], expiringAt expirationDate: Date?) {
        storedItems = items
        self.expirationDate = expirationDate
        changeCount += 1
    }

    // MARK: - Pasteboards by name

    private static var byName: [UIPasteboard.Name: PasteboardStore] = [:]

    /// The store of a name, created when `create` is `true` and there is none; the general
    /// pasteboard's always exists.
    static func named(_ name: UIPasteboard.Name, create: Bool) -> PasteboardStore? {
        if let store = byName[name] { return store }
        guard create || name == .general else { return nil }
        let store = PasteboardStore(name: name)
        byName[name] = store
        return store
    }

    /// Forgets the store of a name and returns it, if there was one.
    static func remove(_ name: UIPasteboard.Name) -> PasteboardStore? {
        byName.removeValue(forKey: name)
    }
}

import Foundation

/// A pasteboard: what the user copies (a row's text, a link) and pastes.
///
/// Headless: pasteboards are in memory, for the process. Each item is a dictionary from a type
/// identifier to a value: strings are stored under `public.utf8-plain-text`, URLs under
/// `public.url`, images under `public.png`, colors under `com.apple.uikit.color`; values set
/// with ``setValue(_:forPasteboardType:)``, ``setData(_:forPasteboardType:)`` or ``items`` are
/// kept as given, and ``string`` also reads a string or UTF-8 data stored under another text
/// type. A change posts ``changedNotification`` synchronously (observe it with `queue: nil`).
/// Tests read the pasteboard right after the code that copies (main-actor tests do not
/// interleave between synchronous statements), and may clear it with `items = []`.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// The system-wide pasteboard.
    open class var general: UIPasteboard { generalPasteboard }
    private static let generalPasteboard = UIPasteboard(store: PasteboardStore.named(.general, create: true)!)

    /// The pasteboard's name.
    open var name: Name { store.name }
    /// A number that increases whenever the contents change.
    open var changeCount: Int { store.changeCount }

    /// The contents, shared by every `UIPasteboard` with the same name.
    private let store: PasteboardStore

    private init(store: PasteboardStore) {
        self.store = store
        super.init()
    }

    /// The pasteboard with a name, creating it when `create` is `true`.
    ///
    /// Headless: pasteboards with the same name share their contents, but each call returns a
    /// new object.
    ///
    /// - Parameters:
    ///   - pasteboardName: The name; `.general` for the system-wide pasteboard.
    ///   - create: Whether to create the pasteboard when none has the name.
    public init?(name pasteboardName: Name, create: Bool) {
        guard let store = PasteboardStore.named(pasteboardName, create: create) else { return nil }
        self.store = store
        super.init()
    }

    /// A new pasteboard with a name no other has, for the app's own use.
    ///
    /// - Returns: The pasteboard.
    open class func withUniqueName() -> UIPasteboard {
        let name = Name(rawValue: "com.apple.UIKit.pboard.unique.\(UUID().uuidString)")
        return UIPasteboard(store: PasteboardStore.named(name, create: true)!)
    }

    /// Removes a pasteboard the app created, posting ``removedNotification``. The general
    /// pasteboard cannot be removed.
    ///
    /// - Parameter pasteboardName: The pasteboard's name.
    open class func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general, let store = PasteboardStore.remove(pasteboardName) else { return }
        NotificationCenter.default.post(name: removedNotification, object: UIPasteboard(store: store))
    }

    // MARK: - Items

    /// The items, each a dictionary from a type identifier to its value.
    open var items: [[String: Any]] {
        get { store.items }
        set { replaceItems(with: newValue) }
    }

    /// The number of items.
    open var numberOfItems: Int { store.items.count }

    /// Adds items after the ones on the pasteboard.
    ///
    /// - Parameter items: The items, each a dictionary from a type identifier to its value.
    open func addItems(_ items: [[String: Any]]) {
        replaceItems(with: store.items + items)
    }

    /// Replaces the items, with options: `.expirationDate` (a `Date`) empties the pasteboard
    /// once it passes; `.localOnly` (a `Bool`) keeps the items off other devices, which the
    /// headless pasteboard never reaches anyway.
    ///
    /// - Parameters:
    ///   - items: The items, each a dictionary from a type identifier to its value.
    ///   - options: The options.
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        replaceItems(with: items, expiringAt: options[.expirationDate] as? Date)
    }

    /// The type identifiers of the first item.
    open var types: [String] { store.items.first.map { Array($0.keys) } ?? [] }

    /// Whether the first item has a value of one of `pasteboardTypes`.
    ///
    /// - Parameter pasteboardTypes: Type identifiers.
    /// - Returns: Whether one is there.
    open func contains(pasteboardTypes: [String]) -> Bool {
        contains(pasteboardTypes: pasteboardTypes, inItemSet: IndexSet(integer: 0))
    }

    /// The first item's value for a type, as data: data as stored, a string or URL as its UTF-8
    /// text, an image as PNG.
    ///
    /// - Parameter pasteboardType: A type identifier.
    /// - Returns: The data, or `nil`.
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        store.items.first?[pasteboardType].flatMap(Self.data(of:))
    }

    /// The first item's value for a type.
    ///
    /// - Parameter pasteboardType: A type identifier.
    /// - Returns: The value, or `nil`.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        store.items.first?[pasteboardType]
    }

    /// Replaces the contents with one item holding `value` for a type.
    ///
    /// - Parameters:
    ///   - value: The value (a string, a URL, data…).
    ///   - pasteboardType: Its type identifier (`UTType.plainText.identifier`…).
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        replaceItems(with: [[pasteboardType: value]])
    }

    /// Replaces the contents with one item holding `data` for a type.
    ///
    /// - Parameters:
    ///   - data: The data.
    ///   - pasteboardType: Its type identifier.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        replaceItems(with: [[pasteboardType: data]])
    }

    /// The type identifiers of some items.
    ///
    /// - Parameter itemSet: The items' indexes; `nil` for every item.
    /// - Returns: Each item's types, or `nil` when the pasteboard is empty.
    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let chosen = items(in: itemSet)
        return chosen.isEmpty ? nil : chosen.map { Array($0.keys) }
    }

    /// Whether one of some items has a value of one of `pasteboardTypes`.
    ///
    /// - Parameters:
    ///   - pasteboardTypes: Type identifiers.
    ///   - itemSet: The items' indexes; `nil` for every item.
    /// - Returns: Whether one is there.
    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        items(in: itemSet).contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    /// The indexes of the items that have a value of one of `pasteboardTypes`.
    ///
    /// - Parameter pasteboardTypes: Type identifiers.
    /// - Returns: The indexes, or `nil` when no item has one.
    open func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        let matching = IndexSet(store.items.indices.filter { index in pasteboardTypes.contains { store.items[index][$0] != nil } })
        return matching.isEmpty ? nil : matching
    }

    /// The values of some items for a type.
    ///
    /// - Parameters:
    ///   - pasteboardType: A type identifier.
    ///   - itemSet: The items' indexes; `nil` for every item.
    /// - Returns: The values of the items that have one, or `nil` when none has.
    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        nonEmpty(items(in: itemSet).compactMap { $0[pasteboardType] })
    }

    /// The values of some items for a type, as data (see ``data(forPasteboardType:)``).
    ///
    /// - Parameters:
    ///   - pasteboardType: A type identifier.
    ///   - itemSet: The items' indexes; `nil` for every item.
    /// - Returns: The data of the items that have a value, or `nil` when none has.
    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        nonEmpty(items(in: itemSet).compactMap { $0[pasteboardType].flatMap(Self.data(of:)) })
    }

    // MARK: - Strings, URLs, images and colors

    /// The first string, or `nil`; setting it replaces the contents.
    open var string: String? {
        get { strings?.first }
        set { replaceItems(with: newValue.map { [[Self.stringType: $0]] } ?? []) }
    }
    /// Every item's string, or `nil` when there is none; setting it replaces the contents.
    open var strings: [String]? {
        get { nonEmpty(store.items.compactMap(Self.string(in:))) }
        set { replaceItems(with: (newValue ?? []).map { [Self.stringType: $0] }) }
    }
    /// The first URL, or `nil`; setting it replaces the contents.
    open var url: URL? {
        get { urls?.first }
        set { replaceItems(with: newValue.map { [[Self.urlType: $0]] } ?? []) }
    }
    /// Every item's URL, or `nil` when there is none; setting it replaces the contents.
    open var urls: [URL]? {
        get { nonEmpty(store.items.compactMap { $0[Self.urlType] as? URL }) }
        set { replaceItems(with: (newValue ?? []).map { [Self.urlType: $0] }) }
    }
    /// The first image, or `nil`; setting it replaces the contents.
    open var image: UIImage? {
        get { images?.first }
        set { replaceItems(with: newValue.map { [[Self.imageType: $0]] } ?? []) }
    }
    /// Every item's image, or `nil` when there is none; setting it replaces the contents.
    open var images: [UIImage]? {
        get { nonEmpty(store.items.compactMap { item in item.values.lazy.compactMap { $0 as? UIImage }.first }) }
        set { replaceItems(with: (newValue ?? []).map { [Self.imageType: $0] }) }
    }
    /// The first color, or `nil`; setting it replaces the contents.
    open var color: UIColor? {
        get { colors?.first }
        set { replaceItems(with: newValue.map { [[Self.colorType: $0]] } ?? []) }
    }
    /// Every item's color, or `nil` when there is none; setting it replaces the contents.
    open var colors: [UIColor]? {
        get { nonEmpty(store.items.compactMap { $0[Self.colorType] as? UIColor }) }
        set { replaceItems(with: (newValue ?? []).map { [Self.colorType: $0] }) }
    }
    /// Whether the pasteboard holds a string.
    open var hasStrings: Bool { store.items.contains { Self.string(in: $0) != nil } }
    /// Whether the pasteboard holds a URL.
    open var hasURLs: Bool { store.items.contains { $0[Self.urlType] is URL } }
    /// Whether the pasteboard holds an image.
    open var hasImages: Bool { store.items.contains { item in item.values.contains { $0 is UIImage } } }
    /// Whether the pasteboard holds a color.
    open var hasColors: Bool { store.items.contains { $0[Self.colorType] is UIColor } }

    // MARK: - Storage

    private static let stringType = "public.utf8-plain-text"
    private static let urlType = "public.url"
    private static let imageType = "public.png"
    private static let colorType = "com.apple.uikit.color"
    /// The text types whose values ``string`` reads, in the order it prefers them.
    private static let textTypes = [stringType, "public.plain-text", "public.text", "public.utf16-plain-text"]

    /// The item's text: a string, or UTF-8 data, under a text type.
    private static func string(in item: [String: Any]) -> String? {
        for type in textTypes {
            if let string = item[type] as? String { return string }
            if let data = item[type] as? Data, let string = String(data: data, encoding: .utf8) { return string }
        }
        return nil
    }

    /// A value as data: data as stored, text as UTF-8, an image as PNG.
    private static func data(of value: Any) -> Data? {
        switch value {
        case let data as Data: data
        case let string as String: Data(string.utf8)
        case let url as URL: Data(url.absoluteString.utf8)
        case let image as UIImage: image.pngData()
        default: nil
        }
    }

    /// The items at `itemSet`'s indexes (every item for `nil`); indexes past the end are left out.
    private func items(in itemSet: IndexSet?) -> [[String: Any]] {
        let items = store.items
        guard let itemSet else { return items }
        return itemSet.filter { $0 < items.count }.map { items[$0] }
    }

    private func nonEmpty<Element>(_ values: [Element]) -> [Element]? {
        values.isEmpty ? nil : values
    }

    /// Replaces the contents and posts ``changedNotification`` with the types added and removed.
    private func replaceItems(with items: [[String: Any]], expiringAt expirationDate: Date? = nil) {
        let typesBefore = Set(store.items.flatMap(\.keys))
        store.replace(with: items, expiringAt: expirationDate)
        let typesAfter = Set(items.flatMap(\.keys))
        var userInfo: [AnyHashable: Any] = [:]
        if !typesAfter.subtracting(typesBefore).isEmpty { userInfo[Self.changedTypesAddedUserInfoKey] = Array(typesAfter.subtracting(typesBefore)) }
        if !typesBefore.subtracting(typesAfter).isEmpty { userInfo[Self.changedTypesRemovedUserInfoKey] = Array(typesBefore.subtracting(typesAfter)) }
        NotificationCenter.default.post(name: Self.changedNotification, object: self, userInfo: userInfo)
    }
}

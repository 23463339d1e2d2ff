import Foundation

/// A pasteboard: what the user copies (a row's text, a link) and pastes.
///
/// Headless: `general` is one in-memory pasteboard for the process, holding strings, URLs and
/// images; items of other types are kept as given. Tests read it right after the code that
/// copies (main-actor tests do not interleave between synchronous statements), and may clear
/// it with `items = []`.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// The system-wide pasteboard.
    open class var general: UIPasteboard { generalPasteboard }
    private static let generalPasteboard = UIPasteboard(name: .general)

    /// The name of a pasteboard.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String

        /// Creates a name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The general pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// The pasteboard's name.
    open var name: Name { storedName }
    private let storedName: Name
    /// A number that increases whenever the contents change.
    open private(set) var changeCount = 0

    private var contents: [Any] = [] {
        didSet { changeCount += 1 }
    }

    private init(name: Name) {
        storedName = name
        super.init()
    }

    /// The items on the pasteboard, each a dictionary from a type identifier to its value.
    /// Headless: strings are stored under `public.utf8-plain-text`, URLs under `public.url`,
    /// images under `public.png`.
    open var items: [[String: Any]] {
        get { contents.map { [Self.typeIdentifier(of: $0): $0] } }
        set { contents = newValue.compactMap(\.values.first) }
    }

    /// The number of items.
    open var numberOfItems: Int { contents.count }

    /// The first string, or `nil`; setting it replaces the contents.
    open var string: String? {
        get { strings?.first }
        set { contents = newValue.map { [$0] } ?? [] }
    }
    /// Every string, or `nil` when there is none; setting it replaces the contents.
    open var strings: [String]? {
        get { nonEmpty(contents.compactMap { $0 as? String }) }
        set { contents = newValue ?? [] }
    }
    /// The first URL, or `nil`; setting it replaces the contents.
    open var url: URL? {
        get { urls?.first }
        set { contents = newValue.map { [$0] } ?? [] }
    }
    /// Every URL, or `nil` when there is none; setting it replaces the contents.
    open var urls: [URL]? {
        get { nonEmpty(contents.compactMap { $0 as? URL }) }
        set { contents = newValue ?? [] }
    }
    /// The first image, or `nil`; setting it replaces the contents.
    open var image: UIImage? {
        get { images?.first }
        set { contents = newValue.map { [$0] } ?? [] }
    }
    /// Every image, or `nil` when there is none; setting it replaces the contents.
    open var images: [UIImage]? {
        get { nonEmpty(contents.compactMap { $0 as? UIImage }) }
        set { contents = newValue ?? [] }
    }
    /// Whether the pasteboard holds a string.
    open var hasStrings: Bool { contents.contains { $0 is String } }
    /// Whether the pasteboard holds a URL.
    open var hasURLs: Bool { contents.contains { $0 is URL } }
    /// Whether the pasteboard holds an image.
    open var hasImages: Bool { contents.contains { $0 is UIImage } }

    private func nonEmpty<Element>(_ values: [Element]) -> [Element]? {
        values.isEmpty ? nil : values
    }

    private static func typeIdentifier(of value: Any) -> String {
        switch value {
        case is String: return "public.utf8-plain-text"
        case is URL: return "public.url"
        case is UIImage: return "public.png"
        default: return "public.data"
        }
    }
}

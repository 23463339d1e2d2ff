import Foundation

extension NSString: NSItemProviderReading {
    /// Plain UTF-8 text (headless: the only text type HeadlessUIKit reads).
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.utf8-plain-text"]
    }

    /// Creates a string from UTF-8 text data.
    ///
    /// - Parameters:
    ///   - data: UTF-8 bytes.
    ///   - typeIdentifier: The data's type; headless: the data is always read as UTF-8.
    /// - Returns: The string.
    /// - Throws: `CocoaError(.coderReadCorrupt)` when the data is not UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8) else { throw CocoaError(.coderReadCorrupt) }
        return Self(string: text)
    }
}

import Foundation

extension NSString: NSItemProviderWriting {
    /// Plain UTF-8 text, as on Apple platforms.
    public static var writableTypeIdentifiersForItemProvider: [String] {
        ["public.utf8-plain-text"]
    }

    /// Produces the string's UTF-8 bytes, at once.
    ///
    /// - Parameters:
    ///   - typeIdentifier: Ignored: the string is always written as UTF-8 text.
    ///   - completionHandler: Called before returning with the UTF-8 data.
    /// - Returns: `nil`: no progress is reported.
    @discardableResult
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }
}

import Foundation

/// A class whose instances an item provider can create from data, as Foundation declares on Apple
/// platforms (Foundation on Linux lacks it).
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The uniform type identifiers the class can be created from, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }

    /// Creates an instance from data of one of ``readableTypeIdentifiersForItemProvider``.
    ///
    /// - Parameters:
    ///   - data: The data.
    ///   - typeIdentifier: The data's uniform type identifier.
    /// - Returns: The instance.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

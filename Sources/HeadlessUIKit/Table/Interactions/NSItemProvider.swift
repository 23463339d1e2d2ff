import Foundation

/// Carries data of a drag or a drop between apps, as Foundation declares on Apple platforms
/// (Foundation on Linux lacks it).
///
/// Headless: only what a drag item needs to describe itself is kept: its type identifiers, its
/// suggested name, and the object or file it was created with.
open class NSItemProvider: NSObject {
    /// The uniform type identifiers the provider can supply, most preferred first.
    open var registeredTypeIdentifiers: [String]
    /// A file name for the data, if any.
    open var suggestedName: String?
    /// The object the provider was created with (HeadlessUIKit-only).
    public let headlessObject: (any NSItemProviderWriting)?
    /// The file the provider was created with (HeadlessUIKit-only).
    public let headlessFileURL: URL?

    /// Creates an empty provider.
    public override init() {
        registeredTypeIdentifiers = []
        headlessObject = nil
        headlessFileURL = nil
        super.init()
    }

    /// Creates a provider for an object's data.
    ///
    /// - Parameter object: The object; its class's writable type identifiers are registered.
    public init(object: any NSItemProviderWriting) {
        registeredTypeIdentifiers = type(of: object).writableTypeIdentifiersForItemProvider
        headlessObject = object
        headlessFileURL = nil
        super.init()
    }

    /// Creates a provider for a file's contents, or `nil` when the URL is not a file URL.
    ///
    /// - Parameter fileURL: The file.
    public init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL else { return nil }
        registeredTypeIdentifiers = []
        suggestedName = fileURL.lastPathComponent.isEmpty ? nil : fileURL.lastPathComponent
        headlessObject = nil
        headlessFileURL = fileURL
        super.init()
    }

    /// Returns whether the provider supplies data of a type.
    ///
    /// Headless: type identifiers match only when equal; there is no type-conformance hierarchy.
    ///
    /// - Parameter typeIdentifier: A uniform type identifier.
    /// - Returns: `true` if `typeIdentifier` is registered.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Returns whether the provider can create an instance of a class.
    ///
    /// - Parameter aClass: The class.
    /// - Returns: `true` if one of the class's readable type identifiers is registered.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    /// Loads an instance of `aClass` from the provider and passes it to `completionHandler`, or
    /// an error in Foundation's item-provider domain when the provider cannot supply one.
    ///
    /// Headless: the object is loaded at once and `completionHandler` runs before this returns,
    /// on the calling thread (UIKit calls it later, on a background queue, so apps hop to the
    /// main queue inside it, which works here too).
    ///
    /// - Parameters:
    ///   - aClass: The class to load.
    ///   - completionHandler: Called with the object, or with the error.
    /// - Returns: The finished loading progress.
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        let object = headlessLoadObject(ofClass: aClass)
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        completionHandler(object, object == nil ? Self.cannotLoadError(aClass) : nil)
        return progress
    }

    /// The error UIKit reports when an item cannot be loaded as a class: Foundation's
    /// `NSItemProviderErrorDomain`, code `itemUnavailableError` (-1000).
    private static func cannotLoadError(_ aClass: any NSItemProviderReading.Type) -> NSError {
        NSError(domain: "NSItemProviderErrorDomain", code: -1000, userInfo: [
            NSLocalizedDescriptionKey: "Cannot load an object of class \(aClass) from the item provider",
        ])
    }

    /// The provider's object as an instance of `aClass`: the object itself when it is one,
    /// otherwise an instance created from the data the object writes, synchronously, for the
    /// first readable type of `aClass` it registered; `nil` when neither works.
    func headlessLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> (any NSItemProviderReading)? {
        guard let object = headlessObject else { return nil }
        if let readable = object as? any NSItemProviderReading, (object as? NSObject)?.isKind(of: aClass) == true {
            return readable
        }
        guard let typeIdentifier = aClass.readableTypeIdentifiersForItemProvider.first(where: hasItemConformingToTypeIdentifier) else {
            return nil
        }
        let written = WrittenData()
        object.loadData(withTypeIdentifier: typeIdentifier) { data, _ in written.data = data }
        guard let data = written.data else { return nil }
        return try? aClass.object(withItemProviderData: data, typeIdentifier: typeIdentifier)
    }
}

/// Data an item provider's object wrote; read right after the write, on the same thread.
private final class WrittenData: @unchecked Sendable {
    var data: Data?
}

// Apple's Swift overlay of Foundation: loading Swift value types (String) through their
// Objective-C classes.
extension NSItemProvider {
    /// Returns whether the provider can supply a Swift value bridged to a readable class, such as
    /// `String`.
    ///
    /// - Parameter ofClass: The value type.
    /// - Returns: `true` if the bridged class can be loaded.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Loads a Swift value bridged to a readable class, such as `String`, the way the method
    /// taking the class loads the class: at once, before returning.
    ///
    /// - Parameters:
    ///   - ofClass: The value type.
    ///   - completionHandler: Called with the value, or with the error.
    /// - Returns: The finished loading progress.
    public func loadObject<T: _ObjectiveCBridgeable>(
        ofClass: T.Type,
        completionHandler: @escaping (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self) { object, error in
            completionHandler((object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }, error)
        }
    }
}

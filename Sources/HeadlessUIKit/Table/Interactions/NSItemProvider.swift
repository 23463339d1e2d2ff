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

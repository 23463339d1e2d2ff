import Foundation

/// A drop session that tests create and pass to drop-delegate methods (HeadlessUIKit-only).
@preconcurrency @MainActor
public final class HeadlessDropSession: HeadlessDragDropSession, UIDropSession {
    /// The progress of loading the dropped data: complete once ``loadObjects(ofClass:completion:)``
    /// has run.
    public private(set) var progress = Progress(totalUnitCount: 0)
    /// The drag session, when the drag started in this app.
    public var localDragSession: UIDragSession?
    /// How the drop shows the progress of loading its data.
    public var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default

    /// Loads, at once, every item whose provider was created with an object of exactly `aClass`.
    ///
    /// Headless: objects are handed over as they are; data is not converted between classes.
    ///
    /// - Parameters:
    ///   - aClass: The class.
    ///   - completion: Called before returning with the loaded objects, in item order.
    /// - Returns: The finished loading progress, also in ``progress``.
    @discardableResult
    public func loadObjects(
        ofClass aClass: any NSItemProviderReading.Type,
        completion: @escaping ([any NSItemProviderReading]) -> Void
    ) -> Progress {
        let objects = items.compactMap { item -> (any NSItemProviderReading)? in
            guard let object = item.itemProvider.headlessObject,
                  ObjectIdentifier(type(of: object)) == ObjectIdentifier(aClass)
            else { return nil }
            return object as? any NSItemProviderReading
        }
        let loading = Progress(totalUnitCount: Int64(objects.count))
        loading.completedUnitCount = loading.totalUnitCount
        progress = loading
        completion(objects)
        return loading
    }
}

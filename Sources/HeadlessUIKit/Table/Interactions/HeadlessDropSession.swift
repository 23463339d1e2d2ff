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

    /// Loads, at once, every item whose provider can supply an instance of `aClass`.
    ///
    /// An item created with an instance of `aClass` (or a subclass) hands it over as it is;
    /// otherwise, when the item's object writes synchronously one of the class's readable types,
    /// the class is created from that data, as UIKit converts between classes.
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
        let objects = items.compactMap { $0.itemProvider.headlessLoadObject(ofClass: aClass) }
        let loading = Progress(totalUnitCount: Int64(objects.count))
        loading.completedUnitCount = loading.totalUnitCount
        progress = loading
        completion(objects)
        return loading
    }
}

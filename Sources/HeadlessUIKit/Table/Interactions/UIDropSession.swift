import Foundation

/// How a drop shows the progress of loading its data.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    /// No indicator.
    case none = 0
    /// The system's indicator.
    case `default` = 1
}

/// A drag seen from the view it may be dropped on.
///
/// UIKit refines `ProgressReporting` too; here ``progress`` is declared directly, because a
/// main-actor protocol cannot refine Foundation's nonisolated `ProgressReporting` on Linux.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The progress of loading the dropped data.
    var progress: Progress { get }
    /// The drag session, when the drag started in this app.
    var localDragSession: UIDragSession? { get }
    /// How the drop shows the progress of loading its data.
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }

    /// Loads every item that can be loaded as an instance of a class.
    ///
    /// - Parameters:
    ///   - aClass: The class.
    ///   - completion: Called with the loaded instances.
    /// - Returns: The loading progress.
    @discardableResult
    func loadObjects(
        ofClass aClass: any NSItemProviderReading.Type,
        completion: @escaping ([any NSItemProviderReading]) -> Void
    ) -> Progress
}

import Foundation

/// A drag session that tests create and pass to drag-delegate methods (HeadlessUIKit-only).
@preconcurrency @MainActor
public final class HeadlessDragSession: HeadlessDragDropSession, UIDragSession {
    /// Information the app attaches to the drag for its own use.
    public var localContext: Any?
}

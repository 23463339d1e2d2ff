import Foundation

/// A drag in progress, seen from the app it started in.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Information the app attaches to the drag for its own use.
    var localContext: Any? { get set }
}

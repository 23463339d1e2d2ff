import Foundation

/// How a row is shown in a drag or drop preview.
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {
}

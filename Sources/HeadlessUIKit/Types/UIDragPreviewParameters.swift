import Foundation

/// How a row is shown in a drag or drop preview.
@MainActor
open class UIDragPreviewParameters: UIPreviewParameters {
}

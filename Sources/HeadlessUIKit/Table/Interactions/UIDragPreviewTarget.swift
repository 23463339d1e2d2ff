import Foundation

/// Where a dropped item's preview animates to.
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {
}

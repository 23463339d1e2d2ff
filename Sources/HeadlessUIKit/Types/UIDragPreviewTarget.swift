import Foundation

/// Where a dropped item's preview animates to.
@MainActor
open class UIDragPreviewTarget: UIPreviewTarget {
}

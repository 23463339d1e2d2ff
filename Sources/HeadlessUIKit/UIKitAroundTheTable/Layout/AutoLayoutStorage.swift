import Foundation

/// A view's Auto Layout state, created the first time the view uses Auto Layout.
@MainActor
final class AutoLayoutStorage {
    /// The constraints installed on the view, in installation order.
    var constraints: [NSLayoutConstraint] = []
    /// The guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [UILayoutGuide] = []
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    var contentHugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var needsUpdateConstraints = false
}

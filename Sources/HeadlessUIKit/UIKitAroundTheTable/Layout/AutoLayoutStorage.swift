import Foundation

/// A view's Auto Layout state, created the first time the view uses Auto Layout.
@MainActor
final class AutoLayoutStorage {
    /// The constraints installed on the view, in installation order.
    var constraints: [NSLayoutConstraint] = []
    /// The active constraints that mention the view, wherever they are installed, in activation
    /// order.
    var activeConstraints: [NSLayoutConstraint] = []
    /// The guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [UILayoutGuide] = []
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    var keyboardLayoutGuide: UIKeyboardLayoutGuide?
    /// The guides of `UIViewController.topLayoutGuide` and `bottomLayoutGuide`, for the
    /// controller whose view this is.
    var topLayoutSupportGuide: UILayoutGuide?
    var bottomLayoutSupportGuide: UILayoutGuide?
    var contentHugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var needsUpdateConstraints = false
    /// Whether a subview or an added guide of the view may be placed by constraints: set when one
    /// might be, cleared by a layout pass that finds none, so views that never use constraints
    /// skip the solver.
    var mayHaveConstrainedContent = false
    /// What the superview's last layout pass could not solve for the view.
    var autoLayoutIssues: [HeadlessAutoLayoutIssue] = []
}

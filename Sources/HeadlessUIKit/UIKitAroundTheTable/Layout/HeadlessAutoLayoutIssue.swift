import Foundation

/// Why HeadlessUIKit's Auto Layout solver left one axis of a view's or layout guide's frame as it
/// was, or ignored some of its constraints (HeadlessUIKit-only).
///
/// UIKit logs such problems ("Unable to simultaneously satisfy constraints", ambiguous layouts)
/// to the console; HeadlessUIKit keeps them on the item, from its superview's (or owning view's)
/// last layout pass, for a test to read:
///
/// ```swift
/// screen.view.layoutIfNeeded()
/// #expect(screen.tableView.headlessAutoLayoutIssues.isEmpty, "\(screen.tableView.headlessAutoLayoutIssues)")
/// ```
public struct HeadlessAutoLayoutIssue: CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The constraints do not determine the position and the length on the axis; that axis
        /// of the frame was left as it was.
        case ambiguous
        /// Required constraints contradict each other; that axis of the frame was left as it
        /// was.
        case unsatisfiable
        /// Constraints the solver could not read were ignored: their other item is not the
        /// superview, one of its layout guides, a sibling or an ancestor, or is a sibling whose
        /// frame could not be solved. The axis may still have been solved from the others.
        case ignoredConstraints
    }

    /// What went wrong.
    public let kind: Kind
    /// The axis of the frame concerned.
    public let axis: NSLayoutConstraint.Axis
    /// The constraints involved: those the solver used (ambiguous), those in conflict
    /// (unsatisfiable), or those it ignored.
    public let constraints: [NSLayoutConstraint]
    /// A sentence naming the item, the axis and the constraints, with their equations.
    public let description: String
}

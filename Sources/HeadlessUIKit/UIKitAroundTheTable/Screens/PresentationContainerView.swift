import Foundation

/// The view a presentation takes place in (UIKit's transition view): it fills the window and
/// brackets every layout of its subviews with its presentation controller's
/// `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()`.
final class PresentationContainerView: UIView {
    /// The presentation this view contains.
    weak var presentation: UIPresentationController?

    override func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentation?.containerViewDidLayoutSubviews()
    }
}

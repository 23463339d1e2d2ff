import Foundation

/// An object that supplies the pieces of a custom presentation (`modalPresentationStyle =
/// .custom`).
///
/// A `.custom` presentation asks it for its presentation controller when it begins (see
/// ``UIPresentationController``). Headless: the animation and interaction controllers are not
/// declared (see REMAINING_UIKIT.md).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The presentation controller that manages a custom presentation; `nil` by default.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller presenting it, if known.
    ///   - source: The controller `present(_:animated:completion:)` was called on.
    /// - Returns: The presentation controller, or `nil` for the standard one.
    func presentationController(
        forPresented presented: UIViewController,
        presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Answers `nil`: the standard presentation controller.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller presenting it, if known.
    ///   - source: The controller `present(_:animated:completion:)` was called on.
    /// - Returns: `nil`.
    public func presentationController(
        forPresented presented: UIViewController,
        presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        nil
    }
}

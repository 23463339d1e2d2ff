import Foundation

extension UINavigationController {
    /// Simulates the user tapping the back button of the top view controller (HeadlessUIKit-only).
    ///
    /// The bar shows a back button when a controller is below the top one, or when the top
    /// one's `navigationItem.backAction` is set; not when the item hides it
    /// (`hidesBackButton`) or has leading items that replace it (`leftBarButtonItems` without
    /// `leftItemsSupplementBackButton`). A tap on it runs the item's `backAction` (with the
    /// item as sender) when there is one, and otherwise pops the top controller, as
    /// `popViewController(animated:)` does, with the delegate told and the appearance methods
    /// called.
    /// - Returns: Whether the bar showed a back button to tap.
    @discardableResult
    public func simulateTapOnBackButton() -> Bool {
        guard let item = topViewController?.navigationItem, showsBackButton(for: item) else { return false }
        if let backAction = item.backAction {
            backAction.performWithSender(item, target: nil)
        } else {
            popViewController(animated: true)
        }
        return true
    }

    private func showsBackButton(for item: UINavigationItem) -> Bool {
        guard viewControllers.count > 1 || item.backAction != nil, !item.hidesBackButton else { return false }
        return (item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton
    }
}

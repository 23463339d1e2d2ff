import Foundation

// Storyboard segues, declared with `UIStoryboard.registerHeadlessStoryboard`.
extension UIViewController {
    /// Performs a declared segue: creates the destination, calls `prepare(for:sender:)`, then
    /// `perform()`.
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let (storyboard, scene) = storyboardScene, let declared = storyboard.segue(identifier, from: scene) else {
            preconditionFailure("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        let destination = storyboard.instantiateViewController(withIdentifier: declared.destination)
        let segue = declared.makeSegue(from: self, to: destination, sender: sender)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Triggers a segue as the storyboard does when the user taps the control or cell it
    /// starts from (HeadlessUIKit-only): asks ``shouldPerformSegue(withIdentifier:sender:)``, then
    /// performs it with ``performSegue(withIdentifier:sender:)`` if the answer is `true`.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier.
    ///   - sender: The control or cell the user tapped.
    /// - Returns: Whether the segue was performed.
    @discardableResult
    public func headlessSimulateSegueTrigger(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return false }
        performSegue(withIdentifier: identifier, sender: sender)
        return true
    }
}

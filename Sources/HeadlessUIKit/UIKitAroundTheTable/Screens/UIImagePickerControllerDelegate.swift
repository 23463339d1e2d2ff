import Foundation

/// The object told when the user picks media in, or cancels, an image picker.
///
/// Both methods are optional (requirements with default implementations). As in UIKit, the
/// delegate is responsible for dismissing the picker; when it does not implement
/// ``imagePickerControllerDidCancel(_:)``, the picker dismisses itself.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// Called when the user picked a still image or movie.
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - info: The picked media and what describes it.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])

    /// Called when the user cancelled the picker.
    ///
    /// - Parameter picker: The picker.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Does nothing: the method is optional.
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}

    /// Dismisses the picker, as UIKit does when the delegate does not implement the method.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

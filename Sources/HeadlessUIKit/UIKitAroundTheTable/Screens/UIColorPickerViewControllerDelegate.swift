import Foundation

/// The object told when the user picks a color in, or closes, a color picker (iOS 14).
///
/// Every method is optional (requirements with default implementations that do nothing).
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    /// Called when the user picked a color (iOS 15); a continuous change (dragging across the
    /// spectrum) is followed by a final one.
    ///
    /// - Parameters:
    ///   - viewController: The picker.
    ///   - color: The color picked.
    ///   - continuously: Whether more changes of the same gesture follow.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)

    /// Called when the user picked a color; read it from `selectedColor`.
    ///
    /// - Parameter viewController: The picker.
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)

    /// Called when the user closed the picker, as it starts dismissing.
    ///
    /// - Parameter viewController: The picker.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    /// Does nothing: the method is optional.
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}

    /// Does nothing: the method is optional.
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}

    /// Does nothing: the method is optional.
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

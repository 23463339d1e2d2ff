import Foundation

/// The system screen for picking a color (iOS 14), usually presented from a settings screen.
///
/// Headless: the picker shows no spectrum or sliders; a test picks a color with
/// ``simulatePicking(_:continuously:)`` and closes the picker with ``simulateFinishing()``.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// The object told when the user picks a color or closes the picker.
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?
    /// The color picked; white until one is (HeadlessUIKit's choice: UIKit does not document
    /// its initial color). Setting it tells the delegate nothing, as in UIKit.
    open var selectedColor: UIColor = .white
    /// Whether the user can pick the color's opacity; `true` by default.
    open var supportsAlpha: Bool = true

    /// Creates a color picker.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a picker from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Simulates the user picking a color (HeadlessUIKit-only).
    ///
    /// Sets ``selectedColor`` (opaque when ``supportsAlpha`` is `false`, as the picker then
    /// offers no opacity), then tells the delegate
    /// `colorPickerViewController(_:didSelect:continuously:)` and
    /// `colorPickerViewControllerDidSelectColor(_:)`.
    /// - Parameters:
    ///   - color: The color picked.
    ///   - continuously: Whether the gesture goes on (a drag across the spectrum); the last
    ///     change of a gesture is not continuous.
    public func simulatePicking(_ color: UIColor, continuously: Bool = false) {
        selectedColor = supportsAlpha ? color : color.withAlphaComponent(1)
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }

    /// Simulates the user closing the picker (HeadlessUIKit-only): the picker dismisses itself
    /// and tells the delegate `colorPickerViewControllerDidFinish(_:)`, as UIKit's does.
    public func simulateFinishing() {
        dismiss(animated: true)
        delegate?.colorPickerViewControllerDidFinish(self)
    }
}

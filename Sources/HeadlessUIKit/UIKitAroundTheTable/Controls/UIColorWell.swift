import Foundation

/// A control that shows a color and lets the user pick another (iOS 14): tapped, it presents a
/// color picker.
///
/// Headless: a test picks a color with ``simulatePicking(_:)``, which stands for the whole
/// round trip through the picker. Setting ``selectedColor`` in code sends nothing, as in UIKit.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// The title of the color picker the well presents.
    open var title: String?
    /// Whether the user can pick the color's opacity; `true` by default.
    open var supportsAlpha: Bool = true
    /// The color shown, or `nil` for none.
    open var selectedColor: UIColor?

    /// Creates a color well.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a color well from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Simulates the user tapping the well and picking a color in the picker it presents
    /// (HeadlessUIKit-only).
    ///
    /// When the well accepts touches (enabled, visible, interactive): ``selectedColor`` becomes
    /// `color` (opaque when ``supportsAlpha`` is `false`) and `valueChanged` is sent, within the
    /// touch events of the tap.
    /// - Parameter color: The color picked.
    public func simulatePicking(_ color: UIColor) {
        simulateValueTouch {
            selectedColor = supportsAlpha ? color : color.withAlphaComponent(1)
            return true
        }
    }
}

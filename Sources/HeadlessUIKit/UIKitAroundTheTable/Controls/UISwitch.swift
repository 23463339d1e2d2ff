import Foundation

/// A control with an on and an off state.
///
/// Headless: a simulated tap (``UIControl/simulateTap()``) flips ``isOn`` and sends
/// ``UIControl/Event/valueChanged``, then ``UIControl/Event/primaryActionTriggered``; setting
/// ``isOn`` or calling ``setOn(_:animated:)`` in code sends nothing, as in UIKit.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn: Bool = false
    /// The color of the track when on.
    open var onTintColor: UIColor?
    /// The color of the thumb.
    open var thumbTintColor: UIColor?
    /// A title shown next to the switch on Mac Catalyst.
    open var title: String?
    /// An image for the on state; iOS 7 and later do not show it.
    open var onImage: UIImage?
    /// An image for the off state; iOS 7 and later do not show it.
    open var offImage: UIImage?
    /// The style the switch asks for; ``Style/automatic`` by default.
    open var preferredStyle: Style = .automatic
    /// The style the switch has: ``Style/checkbox`` in the Mac idiom unless ``preferredStyle``
    /// asks for ``Style/sliding``; sliding in every other idiom, where checkboxes are not
    /// supported.
    open var style: Style {
        traitCollection.userInterfaceIdiom == .mac && preferredStyle != .sliding ? .checkbox : .sliding
    }

    /// Creates a switch, off, at iOS's switch size.
    ///
    /// - Parameter frame: The frame; as in UIKit, only its origin is used, and the switch is
    ///   51 × 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// Creates a switch from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Turns the switch on or off without sending events.
    ///
    /// - Parameters:
    ///   - on: The new state.
    ///   - animated: Ignored headlessly.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The size of iOS's switch, 51 × 31.
    private static let size = CGSize(width: 51, height: 31)

    /// The size of iOS's switch, 51 × 31.
    open override var intrinsicContentSize: CGSize {
        Self.size
    }

    /// The size of iOS's switch, 51 × 31, whatever the space.
    ///
    /// - Parameter size: Ignored.
    /// - Returns: 51 × 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    override func headlessTapCompleted() {
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        super.headlessTapCompleted()
    }
}

extension UISwitch {
    /// How a switch looks.
    public enum Style: Int, Sendable {
        /// The platform's choice: sliding on iOS.
        case automatic = 0
        /// A checkbox, on Mac Catalyst in the Mac idiom.
        case checkbox = 1
        /// A track with a sliding thumb.
        case sliding = 2
    }
}

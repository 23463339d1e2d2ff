import Foundation

/// An item shown in a bar: the title, image and enabled state bar button items share.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Creates an item with no title or image.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Whether the item responds to taps.
    open var isEnabled: Bool = true
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// The image shown in compact (landscape phone) bars.
    open var landscapeImagePhone: UIImage?
    /// Insets of the image.
    open var imageInsets: UIEdgeInsets = .zero
    /// Insets of ``landscapeImagePhone``.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    /// The image the large content viewer shows for the item (with Larger Text sizes). Headless:
    /// stored.
    open var largeContentSizeImage: UIImage?
    /// Insets of ``largeContentSizeImage``.
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    /// The title's text attributes set for each state.
    private var titleAttributes = AppearanceValues<[NSAttributedString.Key: Any]>()

    /// Sets the title's text attributes (font, color…) for a state. Headless: stored, not drawn.
    ///
    /// - Parameters:
    ///   - attributes: The attributes, or `nil` to remove them.
    ///   - state: The state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[Int(state.rawValue)] = attributes
    }

    /// The title's text attributes set for a state.
    ///
    /// - Parameter state: The state.
    /// - Returns: The attributes, or `nil` when none were set for that state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[Int(state.rawValue)]
    }
    /// An integer that identifies the item.
    open var tag: Int = 0

    /// The accessibility values set on the item.
    var accessibilityAttributes = AccessibilityAttributes()

    /// Whether assistive technologies treat the item as an element: `true` unless set.
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes.isElement ?? true }
        set { accessibilityAttributes.isElement = newValue }
    }

    /// The description read to the user: by default the item's title.
    open var accessibilityLabel: String? {
        get { accessibilityAttributes.label?.string ?? title }
        set { accessibilityAttributes.label = .accessibilityText(newValue) }
    }

    /// What happens when the item is activated.
    open var accessibilityHint: String? {
        get { accessibilityAttributes.hint?.string }
        set { accessibilityAttributes.hint = .accessibilityText(newValue) }
    }

    /// The item's current value.
    open var accessibilityValue: String? {
        get { accessibilityAttributes.value?.string }
        set { accessibilityAttributes.value = .accessibilityText(newValue) }
    }

    /// What the item is: by default `.button`, plus `.notEnabled` when disabled.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes.traits ?? (isEnabled ? .button : [.button, .notEnabled]) }
        set { accessibilityAttributes.traits = newValue }
    }
}

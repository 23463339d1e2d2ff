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
    /// An integer that identifies the item.
    open var tag: Int = 0
}

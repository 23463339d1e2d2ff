import Foundation

/// Returns the view controller previewed by a context menu, or `nil` for a preview of the view
/// itself.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// Returns a context menu's menu, given the system's suggested actions.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: a preview and a menu of actions.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The configuration's identifier: the one it was created with, or a unique string.
    open var identifier: NSCopying { storedIdentifier }
    /// The closure that provides the preview (HeadlessUIKit-only: UIKit keeps it private).
    public private(set) var headlessPreviewProvider: UIContextMenuContentPreviewProvider?
    /// The closure that provides the menu (HeadlessUIKit-only: UIKit keeps it private).
    public private(set) var headlessActionProvider: UIContextMenuActionProvider?

    private var storedIdentifier: NSCopying = UUID().uuidString as NSString

    /// Creates a configuration with a unique identifier, no preview and no menu: the designated
    /// initializer UIKit's class inherits from `NSObject` (its factory initializer below is a
    /// convenience one).
    public override init() {
        super.init()
    }

    /// Creates a context-menu configuration.
    ///
    /// - Parameters:
    ///   - identifier: An identifier for the configuration; a unique string when `nil`.
    ///   - previewProvider: The closure that provides the preview, or `nil` for the view itself.
    ///   - actionProvider: The closure that provides the menu, or `nil` for none.
    public convenience init(
        identifier: NSCopying? = nil,
        previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.init()
        if let identifier { storedIdentifier = identifier }
        headlessPreviewProvider = previewProvider
        headlessActionProvider = actionProvider
    }
}

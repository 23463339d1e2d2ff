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
    private var explicitBadgeCount: Int?

    /// How the menu orders its elements: `.automatic` (the default) lets the system choose, by
    /// where the menu opens (iOS 16). Headless: stored; menus are not laid out.
    @available(iOS 16.0, tvOS 17.0, *)
    open var preferredMenuElementOrder: ElementOrder = .automatic

    /// The identifiers of the items other than the pressed one that the menu acts on, when it
    /// opens for several selected items; empty by default (iOS 16).
    @available(iOS 16.0, *)
    open var secondaryItemIdentifiers: Set<AnyHashable> = []

    /// The number shown on the badge of the stack of items the menu acts on; below 2 shows no
    /// badge (iOS 16).
    ///
    /// Until set, the system works it out; headless: the pressed item plus
    /// ``secondaryItemIdentifiers``, so 1 for a single row.
    @available(iOS 16.0, *)
    open var badgeCount: Int {
        get { explicitBadgeCount ?? secondaryItemIdentifiers.count + 1 }
        set { explicitBadgeCount = newValue }
    }

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

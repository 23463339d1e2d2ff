import Foundation

/// The base of HeadlessUIKit's views and view controllers, as `UIResponder` is in UIKit.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// Called once an object loaded from a nib or storyboard has all its outlets set.
    ///
    /// UIKit declares this on `NSObject`; HeadlessUIKit declares it here, on the common base of
    /// views and view controllers, because Linux has no Objective-C categories to override.
    /// ``UINib/instantiate(withOwner:options:)`` and storyboard prototype cells call it on every
    /// view they create. Overrides call `super`.
    open func awakeFromNib() {}

    /// Objects attached to this responder and released with it: HeadlessUIKit's stand-in for
    /// Objective-C associated objects (`objc_setAssociatedObject`), which Linux lacks.
    ///
    /// Libraries that attach state to view controllers or views on Apple platforms through
    /// associated objects use this store on Linux, so the state lives exactly as long as its
    /// responder. Key entries with an identifier the library owns, such as
    /// `ObjectIdentifier(SomeType.self)`.
    public final var headlessAssociatedObjects: [ObjectIdentifier: AnyObject] = [:]
}

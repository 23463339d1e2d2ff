import Foundation

/// The base of HeadlessUIKit's views and view controllers, as `UIResponder` is in UIKit: the
/// responder chain and first-responder status.
///
/// Headless: there is one first responder per window, or per root view of a hierarchy that is
/// in no window (UIKit needs a window; HeadlessUIKit lets tests edit fields of a screen they did
/// not put in one). A view controller counts in its view's hierarchy; another responder is its
/// own scope.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    // MARK: - Responder chain

    /// The next responder in the chain, or `nil` at its end.
    ///
    /// As in UIKit: a view answers the view controller whose view it is, else its superview; a
    /// view controller answers its view's superview, else its parent or the controller that
    /// presents it; other responders answer `nil`. Headless: a view finds its controller among
    /// the controllers its window shows (root, children, presented), so a controller's view that
    /// is in no window answers its superview; a window answers `nil` (there is no
    /// `UIApplication`).
    open var next: UIResponder? {
        if let view = self as? UIView {
            return view.headlessOwningViewController ?? view.superview
        }
        if let controller = self as? UIViewController {
            return controller.viewIfLoaded?.superview ?? controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    // MARK: - First responder

    /// Whether this responder accepts first-responder status; `false` unless a subclass says
    /// otherwise (text fields and text views do).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of its window (headless: or of its root
    /// view when it is in no window).
    open var isFirstResponder: Bool {
        HeadlessFirstResponders.contains(self)
    }

    /// Asks to make this responder the first responder of its window.
    ///
    /// As in UIKit: when ``canBecomeFirstResponder`` is `true`, the current first responder of
    /// the same window is asked to resign (``canResignFirstResponder``, then
    /// ``resignFirstResponder()``); if it refuses, this one does not become first responder.
    /// Overrides call `super`.
    /// - Returns: Whether this responder is now the first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = HeadlessFirstResponders.firstResponder(sharingScopeWith: self) {
            guard HeadlessFirstResponders.isForcingResignation || current.canResignFirstResponder,
                current.resignFirstResponder(), !current.isFirstResponder
            else { return false }
        }
        HeadlessFirstResponders.insert(self)
        return true
    }

    /// Gives up first-responder status; `true` when this responder is no longer the first
    /// responder. Overrides call `super`; they may return `false` to refuse, as in UIKit.
    ///
    /// - Returns: `true` unless an override refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        HeadlessFirstResponders.remove(self)
        return true
    }

    // MARK: - Input views

    /// The view shown instead of the keyboard while this responder is first responder; `nil` in
    /// `UIResponder` (text fields and text views make it settable). Headless: never shown.
    open var inputView: UIView? { nil }

    /// The view shown above the keyboard while this responder is first responder; `nil` in
    /// `UIResponder` (text fields and text views make it settable). Headless: never shown.
    open var inputAccessoryView: UIView? { nil }

    /// Updates the input views of the first responder. Headless: nothing is shown, so this does
    /// nothing.
    open func reloadInputViews() {}

    // MARK: - Objective-C stand-ins

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

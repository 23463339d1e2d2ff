import Foundation

/// The directions a popover's arrow may point in.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The bits of the directions.
    public let rawValue: UInt

    /// Creates directions from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any = UIPopoverArrowDirection(rawValue: 0xF)
    /// Not yet known.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation of a view controller in a popover, anchored to a view or a bar button item.
///
/// Headless: the anchor is stored for tests to check (an iPad presenting without an anchor
/// raises in UIKit; HeadlessUIKit, a phone, presents anyway).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at.
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point in.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The views the user can still touch while the popover is shown.
    open var passthroughViews: [UIView]?
    /// The popover's background color.
    open var backgroundColor: UIColor?
    /// Whether the popover may cover the source view.
    open var canOverlapSourceViewRect: Bool = false
    /// The direction the arrow points in; headless: unknown, since nothing is laid out.
    open var arrowDirection: UIPopoverArrowDirection { .unknown }

    /// Simulates the user tapping outside the popover, away from its `passthroughViews`
    /// (HeadlessUIKit-only): as UIKit handles it since iOS 13, when the presented controller (or
    /// a controller it shows) is `isModalInPresentation` or the delegate's
    /// `presentationControllerShouldDismiss(_:)` answers `false`, the delegate is told
    /// `presentationControllerDidAttemptToDismiss(_:)` and the popover stays; otherwise it is
    /// told `presentationControllerWillDismiss(_:)`, the popover is dismissed, and it is told
    /// `presentationControllerDidDismiss(_:)`. A popover adapted to a sheet is dismissed by
    /// ``UIPresentationController/simulateSwipeToDismiss()`` instead.
    ///
    /// - Returns: Whether the popover was dismissed.
    @discardableResult
    public func simulateTapOutside() -> Bool {
        guard effectiveStyle == .popover else { return false }
        return dismissInteractively()
    }
}

import Foundation

/// The presentation of a view controller as a sheet that rests at detents (medium, large).
///
/// Headless: the detents and options are stored for tests to read; the user moving the sheet to
/// another detent is ``simulateSelectingDetent(_:)``.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    @preconcurrency @MainActor
    open class Detent: NSObject {
        /// The name of a detent.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String

            /// Creates a name.
            ///
            /// - Parameter rawValue: The name.
            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            /// Creates a name, as a custom detent's identifier is usually written.
            ///
            /// - Parameter rawValue: The name.
            public init(_ rawValue: String) {
                self.init(rawValue: rawValue)
            }

            /// The medium detent's name.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's name.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        private let resolver: ((UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        private init(identifier: Identifier, resolver: ((UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The detent at about half the screen's height.
        ///
        /// - Returns: The medium detent.
        open class func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }

        /// The detent at the sheet's full height.
        ///
        /// - Returns: The large detent.
        open class func large() -> Detent { Detent(identifier: .large, resolver: nil) }

        /// A detent whose height the app computes.
        ///
        /// - Parameters:
        ///   - identifier: The detent's name, or `nil` for a unique one.
        ///   - resolver: Returns the height for a context, or `nil` to leave the detent out.
        /// - Returns: The detent.
        open class func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
        }

        /// The height of the detent in `context` (iOS 16): the custom resolver's answer, half the
        /// maximum for medium, the maximum for large.
        ///
        /// - Parameter context: The sheet's maximum height and traits.
        /// - Returns: The height, or `nil` when a custom resolver leaves the detent out.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            if let resolver { return resolver(context) }
            return identifier == .medium ? context.maximumDetentValue / 2 : context.maximumDetentValue
        }
    }

    /// The detents the sheet rests at, smallest first; `[.large()]` by default.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at, or `nil` for the smallest.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent at which the content behind is not dimmed, or `nil` to always dim.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber.
    open var prefersGrabberVisible: Bool = false
    /// The corner radius, or `nil` for the system's.
    open var preferredCornerRadius: CGFloat?
    /// Whether scrolling the content to its edge expands the sheet.
    open var prefersScrollingExpandsWhenScrolledToEdge: Bool = true
    /// Whether the sheet attaches to the bottom edge in compact height.
    open var prefersEdgeAttachedInCompactHeight: Bool = false
    /// Whether the sheet's width follows the preferred content size when edge-attached.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false
    /// The view the sheet is anchored to in a regular environment.
    open var sourceView: UIView?

    /// The delegate as a sheet delegate, when it is one.
    private var sheetDelegate: UISheetPresentationControllerDelegate? {
        delegate as? UISheetPresentationControllerDelegate
    }

    /// Animates changes of detents or options; headless: runs `changes` at once.
    ///
    /// - Parameter changes: The changes.
    open func animateChanges(_ changes: () -> Void) {
        changes()
    }

    /// Asks custom detents for their heights again; headless: heights are resolved on demand.
    open func invalidateDetents() {}

    /// Simulates the user dragging the sheet to a detent (HeadlessUIKit-only): selects it and
    /// tells the delegate `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`.
    ///
    /// - Parameter identifier: One of ``detents``' identifiers.
    /// - Returns: Whether the sheet moved (`false` for an unknown detent or the current one).
    @discardableResult
    public func simulateSelectingDetent(_ identifier: Detent.Identifier) -> Bool {
        guard detents.contains(where: { $0.identifier == identifier }),
              identifier != (selectedDetentIdentifier ?? detents.first?.identifier)
        else { return false }
        selectedDetentIdentifier = identifier
        sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        return true
    }
}

/// What a custom detent's resolver is given: the sheet's largest height and its traits.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have.
    var maximumDetentValue: CGFloat { get }
}

/// The object a sheet tells about the user moving it between detents, besides the
/// interactive-dismissal calls of ``UIAdaptivePresentationControllerDelegate``.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Tells the delegate the user moved the sheet to another detent.
    ///
    /// - Parameter sheetPresentationController: The sheet.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing: the method is optional.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

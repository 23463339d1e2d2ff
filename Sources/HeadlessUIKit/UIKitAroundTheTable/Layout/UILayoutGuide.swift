import Foundation

/// A rectangle in a view's coordinates that constraints can relate to, without being a view.
///
/// Headless: constraints are recorded, not solved, so a guide you add has a zero
/// ``layoutFrame``. The system guides of a view (`layoutMarginsGuide`, `safeAreaLayoutGuide`,
/// `readableContentGuide`) compute their frame from the view's bounds and insets.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Where a system guide's frame comes from.
    enum SystemKind {
        case layoutMargins
        case safeArea
        case readableContent
    }

    /// A name for debugging.
    open var identifier: String = ""
    /// The view the guide belongs to, set by `UIView.addLayoutGuide(_:)`.
    open weak var owningView: UIView?
    let systemKind: SystemKind?

    /// Creates a guide; add it to a view with `UIView.addLayoutGuide(_:)`.
    public override init() {
        systemKind = nil
        super.init()
    }

    init(systemKind: SystemKind, owningView: UIView) {
        self.systemKind = systemKind
        self.owningView = owningView
        super.init()
    }

    /// The guide's frame in its owning view's coordinates.
    ///
    /// Headless: the margins guide is the bounds inset by `layoutMargins`; the safe-area guide
    /// the bounds inset by `safeAreaInsets`; the readable-content guide equals the margins guide
    /// (UIKit caps its width for long lines, which a 390-point screen never reaches). Guides you
    /// add are `.zero`.
    open var layoutFrame: CGRect {
        guard let owningView, let systemKind else { return .zero }
        switch systemKind {
        case .layoutMargins, .readableContent:
            return owningView.bounds.inset(by: owningView.layoutMargins)
        case .safeArea:
            return owningView.bounds.inset(by: owningView.safeAreaInsets)
        }
    }

    // MARK: - Anchors

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

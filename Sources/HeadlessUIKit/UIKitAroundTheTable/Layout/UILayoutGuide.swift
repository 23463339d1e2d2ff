import Foundation

/// A rectangle in a view's coordinates that constraints can relate to, without being a view.
///
/// The system guides of a view (`layoutMarginsGuide`, `safeAreaLayoutGuide`,
/// `readableContentGuide`) compute their frame from the view's bounds and insets. A guide you add
/// gets its frame from its constraints in its owning view's layout pass, as views do (see
/// `UIView.layoutSubviews()`); until then, or when they do not determine it, it keeps its
/// previous frame (zero at first) and ``headlessAutoLayoutIssues`` says why.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Where a system guide's frame comes from.
    enum SystemKind {
        case layoutMargins
        case safeArea
        case readableContent
        /// A scroll view's `contentLayoutGuide`: its frame is the content, `contentSize` at the
        /// origin; constraints to its far edges and size define `contentSize`.
        case scrollContent
        /// A scroll view's `frameLayoutGuide`: its frame is the scroll view's bounds.
        case scrollFrame
        /// A view's `keyboardLayoutGuide`: a strip at the bottom of the view (the keyboard is
        /// never shown headlessly).
        case keyboard
        /// A controller's `topLayoutGuide`: the strip of its view above the safe area.
        case topLayoutSupport
        /// A controller's `bottomLayoutGuide`: the strip of its view below the safe area.
        case bottomLayoutSupport
    }

    /// A name for debugging.
    open var identifier: String = ""
    /// The view the guide belongs to, set by `UIView.addLayoutGuide(_:)`.
    open weak var owningView: UIView?
    let systemKind: SystemKind?
    /// The frame of a guide you add, as its owning view's layout pass (or its owning list content
    /// view) last placed it.
    var assignedFrame: CGRect = .zero
    /// The active constraints that mention this guide, in activation order.
    var activeConstraints: [NSLayoutConstraint] = []
    /// What the owning view's last layout pass could not solve for this guide.
    var autoLayoutIssues: [HeadlessAutoLayoutIssue] = []

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
    /// (UIKit caps its width for long lines, which a 390-point screen never reaches); the
    /// keyboard guide the bottom strip a hidden keyboard leaves (see `UIView.keyboardLayoutGuide`);
    /// a controller's top (bottom) layout guide the strip above (below) the safe area.
    /// Guides you add have the frame their constraints gave them at the owning view's last
    /// layout pass.
    open var layoutFrame: CGRect {
        guard let systemKind else { return assignedFrame }
        guard let owningView else { return .zero }
        switch systemKind {
        case .scrollContent:
            return CGRect(origin: .zero, size: (owningView as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame:
            return owningView.bounds
        case .keyboard:
            return (self as? UIKeyboardLayoutGuide)?.frame(inOwnerOfSize: owningView.bounds.size) ?? .zero
        case .layoutMargins, .safeArea, .readableContent, .topLayoutSupport, .bottomLayoutSupport:
            return owningView.bounds.inset(by: systemInsets ?? .zero)
        }
    }

    /// How far a system guide is inset from its owning view's bounds; `nil` for guides apps add
    /// and for guides without an owning view.
    var systemInsets: UIEdgeInsets? {
        guard let systemKind, let owningView else { return nil }
        switch systemKind {
        case .layoutMargins, .readableContent: return owningView.layoutMargins
        case .safeArea: return owningView.safeAreaInsets
        case .topLayoutSupport:
            return UIEdgeInsets(top: 0, left: 0, bottom: max(0, owningView.bounds.height - owningView.safeAreaInsets.top), right: 0)
        case .bottomLayoutSupport:
            return UIEdgeInsets(top: max(0, owningView.bounds.height - owningView.safeAreaInsets.bottom), left: 0, bottom: 0, right: 0)
        case .scrollContent, .scrollFrame, .keyboard: return nil
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

    // MARK: - Debugging

    /// Whether the constraints leave the guide's position or size ambiguous.
    ///
    /// Headless: `true` when the owning view's last layout pass could not determine an axis of
    /// the guide's frame from its constraints (see ``headlessAutoLayoutIssues``).
    open var hasAmbiguousLayout: Bool {
        autoLayoutIssues.contains { $0.kind == .ambiguous }
    }

    /// The constraints that bear on the guide's layout along an axis.
    ///
    /// Headless: the active constraints that mention the guide with an attribute on that axis.
    /// - Parameter axis: The axis.
    /// - Returns: The constraints, in activation order.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutConstraints(on: axis)
    }

    /// What the owning view's last layout pass could not solve for this guide from its
    /// constraints (HeadlessUIKit-only); see `UIView.headlessAutoLayoutIssues`.
    public var headlessAutoLayoutIssues: [HeadlessAutoLayoutIssue] {
        autoLayoutIssues
    }
}

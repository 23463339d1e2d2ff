import Foundation

/// The strip a view controller's top or bottom bars cover, before safe areas: what
/// `UIViewController.topLayoutGuide` and `bottomLayoutGuide` (deprecated in iOS 11) return.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// How tall the strip is.
    var length: CGFloat { get }
    /// The strip's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The strip's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The strip's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// A controller's top or bottom layout guide: a system guide of its view covering the part of
/// the view outside the safe area at that edge, so that its bottom (top) edge is the safe
/// area's top (bottom), as Apple's deprecation messages say.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    /// How tall the strip is: the view's safe-area inset at the guide's edge.
    var length: CGFloat { layoutFrame.height }
}

extension UIView {
    /// The view's top or bottom layout-support guide, created on first use.
    func layoutSupportGuide(
        _ keyPath: ReferenceWritableKeyPath<AutoLayoutStorage, UILayoutGuide?>,
        _ kind: UILayoutGuide.SystemKind
    ) -> LayoutSupportGuide {
        systemGuide(keyPath, kind, identifier: kind == .topLayoutSupport ? "topLayoutGuide" : "bottomLayoutGuide") {
            LayoutSupportGuide(systemKind: $0, owningView: $1)
        } as! LayoutSupportGuide
    }
}

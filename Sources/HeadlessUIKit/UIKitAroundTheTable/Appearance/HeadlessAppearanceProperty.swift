import Foundation

/// A property an appearance proxy can set: UIKit's `UI_APPEARANCE_SELECTOR` properties of the
/// views HeadlessUIKit has, plus `UILabel`'s `font` and `textColor`, which UIKit also applies.
@MainActor
struct HeadlessAppearanceProperty {
    /// Whether `view` has its own value, different from the class default in `pristine`.
    let isCustomized: (_ view: UIView, _ pristine: NSObject) -> Bool
    /// Copies the proxy's value to `view` when the proxy's value was set.
    let applyFrom: (_ values: NSObject, _ pristine: NSObject, _ view: UIView) -> Void

    init<Root: UIView, Value: Equatable>(_ read: KeyPath<Root, Value>, write: ReferenceWritableKeyPath<Root, Value>) {
        isCustomized = { view, pristine in
            guard let view = view as? Root, let pristine = pristine as? Root else { return false }
            return view[keyPath: read] != pristine[keyPath: read]
        }
        applyFrom = { values, pristine, view in
            guard let values = values as? Root, let pristine = pristine as? Root, let view = view as? Root,
                  values[keyPath: read] != pristine[keyPath: read] else { return }
            view[keyPath: write] = values[keyPath: write]
        }
    }

    init<Root: UIView, Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(keyPath, write: keyPath)
    }

    func isCustomized(_ view: UIView, comparedTo pristine: NSObject) -> Bool { isCustomized(view, pristine) }

    func apply(from proxy: HeadlessAppearanceProxies.Proxy, to view: UIView) {
        applyFrom(proxy.values, proxy.pristine, view)
    }

    /// Every property proxies apply.
    static let all: [HeadlessAppearanceProperty] = [
        HeadlessAppearanceProperty(\UIView.backgroundColor),
        // The tint a view set itself, not the one it inherits.
        HeadlessAppearanceProperty(\UIView.explicitTintColor, write: \UIView.tintColor),
        HeadlessAppearanceProperty(\UITableView.separatorColor),
        HeadlessAppearanceProperty(\UITableView.separatorInset),
        HeadlessAppearanceProperty(\UITableView.sectionIndexColor),
        HeadlessAppearanceProperty(\UITableView.sectionIndexBackgroundColor),
        HeadlessAppearanceProperty(\UITableView.sectionIndexTrackingBackgroundColor),
        HeadlessAppearanceProperty(\UITableViewCell.separatorInset),
        HeadlessAppearanceProperty(\UILabel.font),
        HeadlessAppearanceProperty(\UILabel.textColor),
    ]
}

import Foundation

/// The one place that asks whether a xib exists and loads its views, all through `UINib`.
@MainActor
enum NibLoading {
    /// The nib named `name` in `bundle`, or `nil` when `name` is `nil` or no such nib exists.
    static func existingNib(named name: String?, in bundle: Bundle) -> UINib? {
        guard let name, UINib.nibExists(withNibName: name, inBundle: bundle) else { return nil }
        return UINib(nibName: name, bundle: bundle)
    }

    /// Instantiates the nib and returns its top-level objects.
    static func topLevelObjects(of nib: UINib) -> [Any] {
        nib.instantiate(withOwner: nil, options: nil)
    }

    /// The first top-level view of class `View` in the nib named `name`, freshly instantiated.
    static func firstView<View>(of viewClass: View.Type, inNibNamed name: String, bundle: Bundle) -> View? {
        guard let nib = existingNib(named: name, in: bundle) else { return nil }
        return topLevelObjects(of: nib).lazy.compactMap { $0 as? View }.first
    }
}

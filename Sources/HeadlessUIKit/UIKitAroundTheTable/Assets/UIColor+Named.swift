import Foundation

/// The colors declared with `UIColor.registerHeadlessColor(named:in:_:)`.
private let declaredColors = HeadlessAssetCatalog<UIColor>()

extension UIColor {
    /// The appearance of the color declared for an asset catalog's color set, resolved for the
    /// traits when there are some; `nil` for an undeclared name.
    static func assetAppearance(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) -> Appearance? {
        let asset = HeadlessAssetName(name, in: bundle)
        guard let declared = declaredColors[asset] else { return nil }
        return .asset(asset, traitCollection.map { declared.resolvedColor(with: $0) } ?? declared)
    }

    /// Declares the color of an asset catalog's color set (HeadlessUIKit-only).
    ///
    /// The stand-in for a color set in `Assets.xcassets`: afterwards ``init(named:)`` returns
    /// it. Give a dynamic color (`UIColor { traits in … }`) for a set with Any and Dark
    /// appearances. Declaring the same name and bundle again replaces the color. Declarations are
    /// global to the process, like a bundle's assets: tests should use names of their own.
    ///
    /// ```swift
    /// UIColor.registerHeadlessColor(named: "Brand", in: nil, UIColor { traits in
    ///     traits.userInterfaceStyle == .dark ? .systemTeal : .systemIndigo
    /// })
    /// ```
    /// - Parameters:
    ///   - name: The color set's name.
    ///   - bundle: The bundle; `nil` means the main bundle.
    ///   - color: The color.
    public static func registerHeadlessColor(named name: String, in bundle: Bundle?, _ color: UIColor) {
        declaredColors[HeadlessAssetName(name, in: bundle)] = color
    }

    /// Removes a color declared with ``registerHeadlessColor(named:in:_:)`` (HeadlessUIKit-only).
    ///
    /// - Parameters:
    ///   - name: The color set's name.
    ///   - bundle: The bundle; `nil` means the main bundle.
    public static func unregisterHeadlessColor(named name: String, in bundle: Bundle?) {
        declaredColors[HeadlessAssetName(name, in: bundle)] = nil
    }
}

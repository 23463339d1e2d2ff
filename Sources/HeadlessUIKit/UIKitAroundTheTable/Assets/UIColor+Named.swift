import Foundation

/// The colors declared with `UIColor.registerHeadlessColor(named:in:_:)`.
private let declaredColors = HeadlessAssetCatalog<UIColor>()

extension UIColor {
    /// Creates the color of an asset catalog's color set in the main bundle.
    ///
    /// Headless: there are no asset catalogs; the color is the one declared with
    /// ``registerHeadlessColor(named:in:_:)``, `nil` for an undeclared name (as UIKit answers
    /// for a missing color set). A dynamic declared color stays dynamic.
    /// - Parameter name: The color set's name.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Creates the color of an asset catalog's color set in a bundle.
    ///
    /// Headless: the color declared with ``registerHeadlessColor(named:in:_:)``, `nil` for an
    /// undeclared name.
    /// - Parameters:
    ///   - name: The color set's name.
    ///   - bundle: The bundle; `nil` means the main bundle.
    ///   - traitCollection: The traits to pick the variant for: with one, the color resolved
    ///     for those traits; with `nil`, the dynamic color.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let asset = HeadlessAssetName(name, in: bundle)
        guard let declared = declaredColors[asset] else { return nil }
        self.init(appearance: .asset(asset, traitCollection.map { declared.resolvedColor(with: $0) } ?? declared), systemName: nil)
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

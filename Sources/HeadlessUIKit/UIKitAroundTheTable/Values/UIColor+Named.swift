import Foundation

/// The name and bundle of an asset catalog color.
struct HeadlessColorAsset: Hashable, Sendable {
    let name: String
    let bundlePath: String

    init(name: String, bundle: Bundle?) {
        self.name = name
        bundlePath = (bundle ?? .main).bundlePath
    }
}

/// The colors tests declare in place of asset catalogs, readable from any thread as
/// `UIColor(named:)` is.
private final class HeadlessColorRegistry: @unchecked Sendable {
    // `@unchecked Sendable` is safe: `colors` is only touched while `lock` is held.
    private let lock = NSLock()
    private var colors: [HeadlessColorAsset: UIColor] = [:]

    static let shared = HeadlessColorRegistry()

    subscript(asset: HeadlessColorAsset) -> UIColor? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return colors[asset]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            colors[asset] = newValue
        }
    }
}

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
        let asset = HeadlessColorAsset(name: name, bundle: bundle)
        guard let declared = HeadlessColorRegistry.shared[asset] else { return nil }
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
        HeadlessColorRegistry.shared[HeadlessColorAsset(name: name, bundle: bundle)] = color
    }

    /// Removes a color declared with ``registerHeadlessColor(named:in:_:)`` (HeadlessUIKit-only).
    ///
    /// - Parameters:
    ///   - name: The color set's name.
    ///   - bundle: The bundle; `nil` means the main bundle.
    public static func unregisterHeadlessColor(named name: String, in bundle: Bundle?) {
        HeadlessColorRegistry.shared[HeadlessColorAsset(name: name, bundle: bundle)] = nil
    }
}

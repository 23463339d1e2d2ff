import Foundation

/// The traits of an interface environment (size classes, appearance, text size…).
///
/// Headless: no traits are modelled yet; a trait collection only stands for UIKit's in
/// signatures such as `UIImage(named:in:compatibleWith:)` and `UIConfigurationState`'s
/// `traitCollection`. Every trait collection has every trait unspecified, so any two are equal.
/// See `REMAINING_UIKIT.md`.
// `@unchecked Sendable` as UIKit's immutable `UITraitCollection` (declared `Sendable`): it has
// no stored state.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The collection with every trait unspecified, shared by the states views create.
    static let allUnspecified = UITraitCollection()

    /// Creates a trait collection with every trait unspecified.
    public override init() {
        super.init()
    }

    /// Whether `object` is a trait collection with the same traits: any trait collection, since
    /// none has traits headlessly.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` for a trait collection.
    open override func isEqual(_ object: Any?) -> Bool {
        object is UITraitCollection
    }

    /// A hash consistent with ``isEqual(_:)``: the same for every trait collection.
    open override var hash: Int { 0 }
}

import Foundation

/// The traits of an interface environment (size classes, appearance, text size…).
///
/// Headless: no traits are modelled yet; a trait collection only stands for UIKit's in
/// signatures such as `UIImage(named:in:compatibleWith:)`, whose headless results do not depend
/// on traits. See `REMAINING_UIKIT.md`.
// `@unchecked Sendable` as UIKit's immutable `UITraitCollection` (declared `Sendable`): it has
// no stored state.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Creates a trait collection with every trait unspecified.
    public override init() {
        super.init()
    }
}

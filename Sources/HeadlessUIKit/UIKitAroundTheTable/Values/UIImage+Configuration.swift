import Foundation

extension UIImage {
    /// Traits and attributes an image is drawn with; `UIImage.SymbolConfiguration` adds the
    /// attributes of SF Symbols.
    ///
    /// Headless: stored and compared, never drawn.
    // `@unchecked Sendable` as UIKit's immutable configurations (declared `Sendable`): every
    // stored property is a `let` of a `Sendable` value.
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the image is drawn for, if any.
        open var traitCollection: UITraitCollection? { storedTraitCollection }
        private let storedTraitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            storedTraitCollection = traitCollection
            super.init()
        }

        /// A copy of this configuration with other traits.
        ///
        /// - Parameter traitCollection: The traits; `nil` for none.
        /// - Returns: The copy, of this configuration's type.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            // Every configuration type overrides `copy(traitCollection:)` to return its own type.
            copy(traitCollection: traitCollection) as! Self
        }

        /// This configuration with the attributes another specifies applied on top.
        ///
        /// - Parameter otherConfiguration: The configuration whose specified attributes win;
        ///   its traits are merged over these (`UITraitCollection(traitsFrom:)`). `nil` gives a
        ///   copy.
        /// - Returns: The combined configuration, of this configuration's type.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            // Every configuration type overrides `merged(with:)` to return its own type.
            merged(with: otherConfiguration) as! Self
        }

        /// A copy with other traits; subclasses return their own type.
        func copy(traitCollection: UITraitCollection?) -> UIImage.Configuration {
            UIImage.Configuration(traitCollection: traitCollection)
        }

        /// This configuration with `other`'s specified attributes on top; subclasses return
        /// their own type.
        func merged(with other: UIImage.Configuration?) -> UIImage.Configuration {
            copy(traitCollection: mergedTraitCollection(with: other))
        }

        /// The traits of this configuration with `other`'s on top.
        final func mergedTraitCollection(with other: UIImage.Configuration?) -> UITraitCollection? {
            guard let theirs = other?.traitCollection else { return traitCollection }
            guard let traitCollection else { return theirs }
            return UITraitCollection(traitsFrom: [traitCollection, theirs])
        }

        /// Whether `object` is a configuration of the same type with the same traits and
        /// attributes.
        ///
        /// - Parameter object: The object to compare with.
        /// - Returns: `true` when equal.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIImage.Configuration, type(of: other) == type(of: self) else { return false }
            return traitCollection == other.traitCollection
        }

        /// A hash consistent with ``isEqual(_:)``.
        open override var hash: Int { traitCollection?.hash ?? 0 }
    }
}

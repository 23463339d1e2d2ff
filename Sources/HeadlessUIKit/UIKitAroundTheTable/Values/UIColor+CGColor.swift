#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

extension UIColor {
    /// Creates a color from a Core Graphics color with gray (2) or RGB (4) components.
    ///
    /// - Parameter cgColor: The color; other component counts give opaque black.
    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        switch components.count {
        case 2:
            self.init(white: components[0], alpha: components[1])
        case 4:
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        default:
            self.init(white: 0, alpha: 1)
        }
    }

    /// The color as a Core Graphics color, for layer properties.
    ///
    /// A dynamic color (a system color or one from `init(dynamicProvider:)`) is resolved with
    /// `UITraitCollection.current`, as in UIKit: resolve it with a view's traits first, or set
    /// the layer's color in `traitCollectionDidChange(_:)`, where `current` is the view's.
    /// Headless: always RGB components.
    public var cgColor: CGColor {
        let components = currentComponents
        return CGColor(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
    }
}

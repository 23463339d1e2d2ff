#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

extension UIColor {
    /// The components of a Core Graphics color with gray (2) or RGB (4) components; opaque
    /// black for other component counts.
    static func components(of cgColor: CGColor) -> Components {
        let components = cgColor.components ?? []
        switch components.count {
        case 2:
            return Components(red: components[0], green: components[0], blue: components[0], alpha: components[1])
        case 4:
            return Components(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        default:
            return Components(red: 0, green: 0, blue: 0, alpha: 1)
        }
    }
}

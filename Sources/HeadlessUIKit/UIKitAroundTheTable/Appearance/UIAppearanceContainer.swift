import Foundation

/// A type whose instances can contain views customized through
/// ``UIAppearance/appearance(whenContainedInInstancesOf:)``: views and view controllers.
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

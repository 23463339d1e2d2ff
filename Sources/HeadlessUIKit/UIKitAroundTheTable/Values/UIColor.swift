import Foundation

/// A color.
open class UIColor: NSObject {
}

import Foundation

/// The base of HeadlessUIKit's views and view controllers, as `UIResponder` is in UIKit.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }
}

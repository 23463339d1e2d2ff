import Foundation

/// What was registered with the table under one reuse identifier.
struct ViewRegistration: Equatable {
    /// The registered view class.
    let viewClass: ObjectIdentifier
    /// The xib the view is loaded from, or `nil` for a class registration.
    let xibName: String?
    /// The view class name, for messages.
    let className: String
}

extension ViewRegistration {
    /// The class and xib, for anomaly messages.
    var summary: String {
        xibName.map { "\(className) (xib \($0))" } ?? className
    }
}

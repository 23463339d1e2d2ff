import Foundation

/// An object that UI tests can find by a string that is never read to the user.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    /// A string that identifies the object in UI tests.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {
    /// A string that identifies the view in UI tests, such as `"recipes.table"`.
    public var accessibilityIdentifier: String? {
        get { accessibilityAttributes.identifier }
        set { accessibilityAttributes.identifier = newValue }
    }
}

extension UIBarItem: UIAccessibilityIdentification {
    /// A string that identifies the item in UI tests.
    public var accessibilityIdentifier: String? {
        get { accessibilityAttributes.identifier }
        set { accessibilityAttributes.identifier = newValue }
    }
}

extension UIAlertAction: UIAccessibilityIdentification {
    /// A string that identifies the action's button in UI tests.
    public var accessibilityIdentifier: String? {
        get { accessibilityAttributes.identifier }
        set { accessibilityAttributes.identifier = newValue }
    }
}

import Foundation

/// What an app set on an object's accessibility properties, where the object keeps it
/// (`UIResponder`, `UIBarItem`, `UIAlertAction`). `nil` means "not set": the getter answers
/// the class's standard value (``UIKitStandardAccessibility``).
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: NSAttributedString?
    var hint: NSAttributedString?
    var value: NSAttributedString?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var frame: CGRect = .zero
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var navigationStyle: UIAccessibilityNavigationStyle = .automatic
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType = .none
    var customActions: [UIAccessibilityCustomAction]?
}

extension NSAttributedString {
    /// The attributed form of an accessibility string set as plain text.
    static func accessibilityText(_ string: String?) -> NSAttributedString? {
        string.map { NSAttributedString(string: $0) }
    }
}

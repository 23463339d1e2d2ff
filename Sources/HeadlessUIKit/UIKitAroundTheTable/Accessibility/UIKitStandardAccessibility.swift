import Foundation

/// The accessibility values UIKit's own classes answer when the app has not set them, as Apple
/// documents them: labels and controls are elements, a label reads its text and a button its
/// title, controls carry their traits and state, image views are images.
///
/// One table for every class, read by ``UIResponder``'s accessibility getters; a subclass of
/// one of these classes inherits its row, and an app's override of a getter replaces it.
struct UIKitStandardAccessibility {
    var isElement = false
    var label: String?
    var value: String?
    var traits: UIAccessibilityTraits = .none
}

extension UIResponder {
    /// The standard values of this object's class.
    @MainActor var standardAccessibility: UIKitStandardAccessibility {
        switch self {
        case let label as UILabel:
            return UIKitStandardAccessibility(
                isElement: true, label: label.text,
                traits: label.isEnabled ? .staticText : [.staticText, .notEnabled])
        case let control as UIControl:
            return control.standardControlAccessibility
        case is UIImageView:
            return UIKitStandardAccessibility(traits: .image)
        default:
            return UIKitStandardAccessibility()
        }
    }
}

extension UIControl {
    /// A control is an element with its kind's traits, plus `.selected` and `.notEnabled` from
    /// its state.
    fileprivate var standardControlAccessibility: UIKitStandardAccessibility {
        var standard = UIKitStandardAccessibility(isElement: true)
        switch self {
        case let button as UIButton:
            standard.label = button.currentTitle
            standard.traits = .button
        case let toggle as UISwitch:
            standard.value = toggle.isOn ? "1" : "0"
            standard.traits = .button
        default:
            break
        }
        if isSelected { standard.traits.insert(.selected) }
        if !isEnabled { standard.traits.insert(.notEnabled) }
        return standard
    }
}

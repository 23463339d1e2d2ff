import Expectations
import Foundation
import HeadlessUIKit
import Testing

// Text-input subclass shapes apps write, as on iOS. That the classes compile is half the test.

/// A field with text padding, as apps override the rectangle methods.
private final class PaddedTextField: UITextField {
    let padding: CGFloat = 12

    override func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: padding, dy: 0)
    }

    override func editingRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder && !(text ?? "").hasPrefix("locked") }
}

/// A controller with a keyboard accessory bar, as chat screens declare one.
private final class ComposerController: UIViewController {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { bar }
}

/// A text view with a placeholder label, configured in its initializers.
private final class PlaceholderTextView: UITextView {
    let placeholderLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(placeholderLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        placeholderLabel.isHidden = became
        return became
    }
}

/// A search controller subclass with its own initializer.
private final class FruitSearchController: UISearchController {
    init() {
        super.init(searchResultsController: nil)
        searchBar.placeholder = "Search fruit"
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}

@MainActor @Suite struct SubclassShapeTextInputTests {
    @Test func overriddenRectanglesAndFirstResponderRulesAreUsed() {
        let field = PaddedTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "locked value"

        expectEqual(field.textRect(forBounds: field.bounds).minX, 12)
        #expect(!field.becomeFirstResponder())
    }

    @Test func controllerCanBecomeFirstResponderWithAnAccessoryView() {
        let controller = ComposerController()

        #expect(controller.becomeFirstResponder())
        expectIdentical(controller.inputAccessoryView, controller.bar)
    }

    @Test func textViewOverridesRunAroundTheTap() {
        let textView = PlaceholderTextView(frame: .zero)

        textView.simulateTap()

        #expect(textView.placeholderLabel.isHidden)
    }

    @Test func searchControllerSubclassConfiguresItsBar() {
        expectEqual(FruitSearchController().searchBar.placeholder, "Search fruit")
    }
}

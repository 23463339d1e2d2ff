import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct AlertTextFieldTests {
    @Test func alertTextFieldsAreConfiguredAndTheFirstTakesTheKeyboardWhenShown() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = UIViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        var renamedTo: String?
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.text = "Old"
        }
        alert.addTextField { $0.isSecureTextEntry = true }
        alert.addAction(UIAlertAction(title: "Save", style: .default) { [unowned alert] _ in
            renamedTo = alert.textFields?.first?.text
        })

        screen.present(alert, animated: true)
        let name = try #require(alert.textFields?.first)
        expectEqual(alert.textFields?.count, 2)
        expectEqual(alert.textFields?.last?.isSecureTextEntry, true)
        expectEqual(name.placeholder, "Name")
        #expect(name.isFirstResponder)

        try name.simulateDeleteBackward()
        try name.simulateDeleteBackward()
        try name.simulateDeleteBackward()
        try name.simulateTyping("New")
        alert.simulateTapOnAction(titled: "Save")

        expectEqual(renamedTo, "New")
        #expect(!name.isFirstResponder)
        expectNil(screen.presentedViewController)
    }

    @Test func alertWithoutTextFieldsHasNone() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)

        expectNil(alert.textFields)
    }
}

import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The sign-up form and the country picker, written for iOS, in a window inside a navigation
/// controller, driven with the keyboard the way a user drives them.
@MainActor @Suite struct FormScreenTests {
    /// A screen on display in a navigation controller in a window.
    @MainActor struct Shown<Screen: UIViewController> {
        let window: UIWindow
        let screen: Screen

        init(_ screen: Screen) {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            self.screen = screen
            window.rootViewController = UINavigationController(rootViewController: screen)
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }
    }

    private func fieldCell(_ screen: SignUpViewController, row: Int) throws -> TextFieldCell {
        try #require(screen.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? TextFieldCell)
    }

    @Test func typingFillsTheModelsAndReturnMovesThroughTheFieldsToSubmit() throws {
        let shown = Shown(SignUpViewController())
        let screen = shown.screen
        let name = try fieldCell(screen, row: 0).textField
        expectEqual(name.placeholder, "Name")
        expectEqual(name.returnKeyType, .next)

        name.simulateTap()
        try name.simulateTyping("Ada")
        try name.simulateReturn()
        let email = try fieldCell(screen, row: 1).textField
        #expect(email.isFirstResponder)
        #expect(!name.isFirstResponder)
        try email.simulateTyping("ada @example.com")
        try email.simulateReturn()
        let password = try fieldCell(screen, row: 2).textField
        #expect(password.isSecureTextEntry)
        try password.simulatePaste("s3cret")
        try password.simulateReturn()

        #expect(!password.isFirstResponder)
        expectEqual(screen.fields.map(\.value), ["Ada", "ada@example.com", "s3cret"])
        expectEqual(screen.submitted.map(\.value), ["Ada", "ada@example.com", "s3cret"])
    }

    @Test func selectingARowFocusesItsField() throws {
        let shown = Shown(SignUpViewController())

        try shown.screen.tableView.simulateTap(at: IndexPath(row: 1, section: 0))

        #expect(try fieldCell(shown.screen, row: 1).textField.isFirstResponder)
    }

    @Test func promoCodeAlertAddsARow() throws {
        let shown = Shown(SignUpViewController())
        let screen = shown.screen
        screen.navigationItem.rightBarButtonItem?.simulateTap()
        let alert = try #require(shown.window.rootViewController?.presentedViewController as? UIAlertController)
        let code = try #require(alert.textFields?.first)
        #expect(code.isFirstResponder)
        expectEqual(code.autocapitalizationType, .allCharacters)

        try code.simulateTyping("WELCOME")
        alert.simulateTapOnAction(titled: "Add")
        headlessTurnRunLoop()

        expectEqual(screen.fields.last, SignUpField(kind: .promoCode, title: "Promo code", value: "WELCOME"))
        expectEqual(screen.tableView.numberOfRows(inSection: 0), 4)
        try expectEqual(fieldCell(screen, row: 3).textField.text, "WELCOME")
    }

    @Test func searchingFiltersTheCountriesAndCancelRestoresThem() throws {
        let shown = Shown(CountryPickerViewController())
        let screen = shown.screen
        let search = try #require(screen.navigationItem.searchController)
        expectEqual(search.searchBar.placeholder, "Search countries")

        search.searchBar.searchTextField.simulateTap()
        try search.searchBar.searchTextField.simulateTyping("an")
        headlessTurnRunLoop()

        #expect(search.isActive)
        expectEqual(screen.tableView.visibleCells.compactMap(\.textLabel?.text), ["Canada", "France", "Germany"])
        try screen.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        expectEqual(screen.picked, "France")

        try search.searchBar.simulateCancelButtonTap()
        headlessTurnRunLoop()

        #expect(!search.isActive)
        expectEqual(screen.tableView.numberOfRows(inSection: 0), screen.countries.count)
    }
}

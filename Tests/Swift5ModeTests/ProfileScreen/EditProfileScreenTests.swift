import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The profile editor, written for iOS, pushed on a navigation controller, driven as a user
/// drives it.
@MainActor @Suite struct EditProfileScreenTests {
    static let profile = Profile(name: "Ada", email: "ada@example.com", birthday: Date(timeIntervalSince1970: 0))

    @MainActor final class Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: UIViewController())
        var screen: EditProfileViewController!
        var saved: [Profile] = []

        init(failingSave: Bool = false) {
            screen = EditProfileViewController(profile: EditProfileScreenTests.profile) { [unowned self] profile in
                if failingSave { throw ProfileError.invalidEmail }
                saved.append(profile)
            }
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.pushViewController(screen, animated: false)
            headlessTurnRunLoop()
        }

        func field(row: Int) throws -> UITextField {
            try #require(screen.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? ProfileTextFieldCell).textField
        }
    }

    @Test func fieldsShowTheProfileWithTheirKeyboards() throws {
        let shown = Shown()
        let email = try shown.field(row: 1)
        expectEqual(email.text, "ada@example.com")
        expectEqual(email.keyboardType, .emailAddress)
        expectEqual(email.textContentType, .emailAddress)
        expectEqual(email.autocapitalizationType, UITextAutocapitalizationType.none)
        try expectEqual(shown.field(row: 0).placeholder, "Name")
        expectIdentical(shown.screen.tableView.tableHeaderView, shown.screen.headerView)
        expectEqual(shown.screen.headerView.nameLabel.text, "Ada")
        let birthday = try #require(shown.screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? ProfileBirthdayCell)
        expectEqual(birthday.datePicker.date, EditProfileScreenTests.profile.birthday)
        expectEqual(birthday.datePicker.datePickerMode, .date)
    }

    @Test func typingANameUpdatesTheHeaderAndReturnMovesToEmail() throws {
        let shown = Shown()
        let name = try shown.field(row: 0)
        name.simulateTap()
        try name.simulateClearButtonTap()
        try name.simulateTyping("Ada Lovelace")
        expectEqual(shown.screen.headerView.nameLabel.text, "Ada Lovelace")
        expectEqual(shown.screen.profile.name, "Ada Lovelace")
        try name.simulateReturn()
        #expect(try shown.field(row: 1).isFirstResponder)
        #expect(!name.isFirstResponder)
    }

    @Test func pickingABirthdayUpdatesTheProfile() throws {
        let shown = Shown()
        let birthday = try #require(shown.screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? ProfileBirthdayCell)
        let date = Date(timeIntervalSince1970: 86_400 * 365)
        #expect(birthday.datePicker.simulatePick(date))
        expectEqual(shown.screen.profile.birthday, date)
    }

    @Test func savingSavesTheProfileAndGoesBack() throws {
        let shown = Shown()
        let save = try #require(shown.screen.navigationItem.rightBarButtonItem)
        #expect(save.simulateTap())
        headlessTurnRunLoop()
        expectEqual(shown.saved, [EditProfileScreenTests.profile])
        expectEqual(shown.navigation.viewControllers.count, 1)
    }

    @Test func aFailedSaveShowsAnAlert() throws {
        let shown = Shown(failingSave: true)
        let save = try #require(shown.screen.navigationItem.rightBarButtonItem)
        #expect(save.simulateTap())
        let alert = try #require(shown.screen.presentedViewController as? UIAlertController)
        expectEqual(alert.title, "Couldn't Save")
        expectEqual(alert.message, "Please enter a valid email address.")
        #expect(alert.simulateTapOnAction(titled: "OK"))
        headlessTurnRunLoop()
        expectNil(shown.screen.presentedViewController)
        expectIdentical(shown.navigation.topViewController, shown.screen)
    }

    @Test func theHeaderIsSizedBySystemLayoutSizeFitting() {
        let shown = Shown()
        let header = shown.screen.headerView
        let name = header.nameLabel.font.lineHeight
        expectEqual(header.frame.height, 24 + 96 + 12 + name + 16)
        expectIdentical(shown.screen.tableView.tableHeaderView, header)
    }
}

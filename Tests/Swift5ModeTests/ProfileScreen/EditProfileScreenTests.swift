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
        #expect(email.text == "ada@example.com")
        #expect(email.keyboardType == .emailAddress)
        #expect(email.textContentType == .emailAddress)
        #expect(email.autocapitalizationType == UITextAutocapitalizationType.none)
        #expect(try shown.field(row: 0).placeholder == "Name")
        #expect(shown.screen.tableView.tableHeaderView === shown.screen.headerView)
        #expect(shown.screen.headerView.nameLabel.text == "Ada")
        let birthday = try #require(shown.screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? ProfileBirthdayCell)
        #expect(birthday.datePicker.date == EditProfileScreenTests.profile.birthday)
        #expect(birthday.datePicker.datePickerMode == .date)
    }

    @Test func typingANameUpdatesTheHeaderAndReturnMovesToEmail() throws {
        let shown = Shown()
        let name = try shown.field(row: 0)
        name.simulateTap()
        try name.simulateClearButtonTap()
        try name.simulateTyping("Ada Lovelace")
        #expect(shown.screen.headerView.nameLabel.text == "Ada Lovelace")
        #expect(shown.screen.profile.name == "Ada Lovelace")
        try name.simulateReturn()
        #expect(try shown.field(row: 1).isFirstResponder)
        #expect(!name.isFirstResponder)
    }

    @Test func pickingABirthdayUpdatesTheProfile() throws {
        let shown = Shown()
        let birthday = try #require(shown.screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? ProfileBirthdayCell)
        let date = Date(timeIntervalSince1970: 86_400 * 365)
        #expect(birthday.datePicker.simulatePick(date))
        #expect(shown.screen.profile.birthday == date)
    }

    @Test func savingSavesTheProfileAndGoesBack() throws {
        let shown = Shown()
        let save = try #require(shown.screen.navigationItem.rightBarButtonItem)
        #expect(save.simulateTap())
        headlessTurnRunLoop()
        #expect(shown.saved == [EditProfileScreenTests.profile])
        #expect(shown.navigation.viewControllers.count == 1)
    }

    @Test func aFailedSaveShowsAnAlert() throws {
        let shown = Shown(failingSave: true)
        let save = try #require(shown.screen.navigationItem.rightBarButtonItem)
        #expect(save.simulateTap())
        let alert = try #require(shown.screen.presentedViewController as? UIAlertController)
        #expect(alert.title == "Couldn't Save")
        #expect(alert.message == "Please enter a valid email address.")
        #expect(alert.simulateTapOnAction(titled: "OK"))
        headlessTurnRunLoop()
        #expect(shown.screen.presentedViewController == nil)
        #expect(shown.navigation.topViewController === shown.screen)
    }

    @Test func theHeaderIsSizedBySystemLayoutSizeFitting() {
        let shown = Shown()
        let header = shown.screen.headerView
        let name = header.nameLabel.font.lineHeight
        #expect(header.frame.height == 24 + 96 + 12 + name + 16)
        #expect(shown.screen.tableView.tableHeaderView === header)
    }
}

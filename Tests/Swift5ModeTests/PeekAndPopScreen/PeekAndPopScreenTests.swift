import Expectations
import Foundation
import Testing
import UIKit

/// The notes list of an iOS 9–12 app with 3D Touch: peeking at a row, popping it, the preview's
/// delete action, and no registration on a device without 3D Touch.
@MainActor @Suite struct PeekAndPopScreenTests {
    /// The list in a navigation controller, in a window of a device with or without 3D Touch.
    @MainActor struct Screen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation: UINavigationController
        let notes = NotesViewController(notes: [Note(title: "Groceries"), Note(title: "Ideas"), Note(title: "Trips")])

        init(forceTouch: UIForceTouchCapability) {
            window.headlessTraitOverrides = UITraitCollection(forceTouchCapability: forceTouch)
            navigation = UINavigationController(rootViewController: notes)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }

        /// The center of a row, in the table's coordinates.
        func center(ofRow row: Int) -> CGPoint {
            let rect = notes.tableView.rectForRow(at: IndexPath(row: row, section: 0))
            return CGPoint(x: rect.midX, y: rect.midY)
        }
    }

    @Test func peekingAtARowPreviewsItsNoteAndKeepsTheRowSharp() throws {
        let screen = Screen(forceTouch: .available)
        let previewing = try #require(screen.notes.previewing)

        let preview = try #require(screen.notes.tableView.simulatePeek(at: screen.center(ofRow: 1)) as? NoteViewController)

        expectEqual(preview.note, Note(title: "Ideas"))
        expectEqual(previewing.sourceRect, screen.notes.tableView.rectForRow(at: IndexPath(row: 1, section: 0)))
        expectIdentical(screen.navigation.topViewController, screen.notes, "a peek shows nothing for real")
    }

    @Test func poppingOpensTheNote() throws {
        let screen = Screen(forceTouch: .available)

        let popped = try #require(screen.notes.tableView.simulatePop(at: screen.center(ofRow: 2)) as? NoteViewController)

        expectIdentical(screen.navigation.topViewController, popped)
        expectEqual(popped.note, Note(title: "Trips"))
    }

    @Test func thePreviewsDeleteActionRemovesTheNote() throws {
        let screen = Screen(forceTouch: .available)
        let preview = try #require(screen.notes.tableView.simulatePeek(at: screen.center(ofRow: 0)))
        let delete = try #require(preview.previewActionItems.first as? UIPreviewAction)
        expectEqual(delete.title, "Delete")

        delete.handler(delete, preview)

        expectEqual(screen.notes.tableView.numberOfRows(inSection: 0), 2)
        expectEqual((screen.notes.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))?.textLabel?.text, "Ideas")
    }

    @Test func pressingBelowTheRowsPreviewsNothing() {
        let screen = Screen(forceTouch: .available)
        expectNil(screen.notes.tableView.simulatePeek(at: CGPoint(x: 100, y: 700)))
        expectNil(screen.notes.tableView.simulatePop(at: CGPoint(x: 100, y: 700)))
        expectIdentical(screen.navigation.topViewController, screen.notes)
    }

    @Test func withoutThreeDTouchTheListDoesNotRegister() {
        let screen = Screen(forceTouch: .unavailable)
        expectNil(screen.notes.previewing)
        expectNil(screen.notes.tableView.simulatePeek(at: screen.center(ofRow: 0)))
        expectEqual(UITraitCollection.current.forceTouchCapability, .unavailable, "the headless iPhone has no 3D Touch")
    }

    @Test func anUnregisteredViewNoLongerPreviews() throws {
        let screen = Screen(forceTouch: .available)
        let previewing = try #require(screen.notes.previewing)
        screen.notes.unregisterForPreviewing(withContext: previewing)
        expectNil(screen.notes.tableView.simulatePeek(at: screen.center(ofRow: 0)))
    }
}

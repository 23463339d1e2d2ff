import Foundation
import HeadlessSnapshotTesting
import HeadlessUIKit
import SnapshotTesting
import Testing

/// The grocery screen recorded with swift-snapshot-testing, as text and as an SVG picture.
///
/// The references are in `__Snapshots__/GroceryScreenSnapshotTests/`, named explicitly: Swift
/// Testing runs tests in parallel, and the numbers swift-snapshot-testing gives unnamed
/// snapshots count calls per test name. After an intended change,
/// delete the reference (or run once with `withSnapshotTesting(record: .all)`), run the tests
/// to record it again, and review the difference in the commit.
@MainActor @Suite struct GroceryScreenSnapshotTests {
    @Test func screenMatchesRecordedText() {
        let (navigation, _) = GroceryScreen.inNavigationController()
        assertSnapshot(of: navigation, as: .headlessText, named: "groceries")
    }

    @Test func screenMatchesRecordedPicture() {
        let (navigation, _) = GroceryScreen.inNavigationController()
        assertSnapshot(of: navigation, as: .headlessSVG, named: "groceries")
    }

    @Test func tableViewMatchesRecordedTextWithoutFrames() {
        let (_, screen) = GroceryScreen.inNavigationController()
        assertSnapshot(of: screen.tableView, as: .headlessText(options: .contentOnly), named: "table")
    }

    @Test func oneWordChangedInACellFailsWithReadableTextDiff() throws {
        let (navigation, _) = GroceryScreen.inNavigationController(items: ["Apples", "Butter", "Coffee"])
        let failure = try #require(
            verifySnapshot(of: navigation, as: .headlessText, named: "groceries", record: .never, testName: "screenMatchesRecordedText()")
        )
        // A unified diff with some context: one line removed (the reference's), one added.
        let lines = failure.split(separator: "\n").map(String.init)
        let removed = lines.filter { $0.hasPrefix("−") }
        let added = lines.filter { $0.hasPrefix("+") }
        #expect(removed.count == 1 && added.count == 1, "\(failure)")
        #expect(failure.contains("row 0.1: UITableViewCell"), "the row is in the context: \(failure)")
        #expect(removed.first?.contains("UILabel") == true && removed.first?.contains("text=\"Bread\"") == true, "\(failure)")
        #expect(added.first?.contains("text=\"Butter\"") == true, "\(failure)")
    }

    @Test func oneWordChangedInACellFailsThePictureComparison() throws {
        let (navigation, _) = GroceryScreen.inNavigationController(items: ["Apples", "Butter", "Coffee"])
        let failure = try #require(
            verifySnapshot(of: navigation, as: .headlessSVG, named: "groceries", record: .never, testName: "screenMatchesRecordedPicture()")
        )
        #expect(failure.contains(">Bread</text>") && failure.contains(">Butter</text>"), "\(failure)")
    }
}

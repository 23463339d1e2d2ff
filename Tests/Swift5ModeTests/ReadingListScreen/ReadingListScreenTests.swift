import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The reading-list screen, written for iOS, in a window, driven the way a user (and VoiceOver)
/// drives it.
@MainActor @Suite struct ReadingListScreenTests {
    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen: ReadingListViewController

        init(load: @escaping () -> [ReadingItem] = { ReadingListStore.articles }) {
            screen = ReadingListViewController(loadArticles: load)
            window.rootViewController = screen
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }

        func cell(at row: Int) throws -> ReadingListCell {
            try #require(screen.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? ReadingListCell)
        }
    }

    @Test func cellsStyleTheirTitlesWithAttributes() throws {
        let shown = Shown()
        let read = try #require(try shown.cell(at: 1).titleLabel.attributedText)
        let attributes = read.attributes(at: 0, effectiveRange: nil)
        expectEqual(read.string, "Table views")
        expectEqual(attributes[.strikethroughStyle] as? Int, NSUnderlineStyle.single.rawValue)
        expectEqual(attributes[.foregroundColor] as? UIColor, .secondaryLabel)
        expectEqual((attributes[.paragraphStyle] as? NSParagraphStyle)?.lineBreakMode, .byTruncatingTail)

        let unread = try #require(try shown.cell(at: 0).titleLabel.attributedText)
        expectNil(unread.attributes(at: 0, effectiveRange: nil)[.strikethroughStyle])
        expectEqual(shown.screen.tableView.keyboardDismissMode, .onDrag)
    }

    @Test func cellsDescribeThemselvesToVoiceOver() throws {
        let shown = Shown()
        let read = try shown.cell(at: 1)
        #expect(read.isAccessibilityElement)
        expectEqual(read.accessibilityLabel, "Table views, read")
        expectEqual(read.accessibilityTraits, .button)
        expectEqual(read.accessibilityCustomActions?.map(\.name), ["Favorite"])
        expectEqual(shown.screen.tableView.accessibilityIdentifier, "readingList.table")
    }

    @Test func favoritingThroughTheRotorUpdatesTheRowPlaysAHapticAndAnnounces() throws {
        let shown = Shown()
        let action = try #require(try shown.cell(at: 0).accessibilityCustomActions?.first)
        var announced: [UIAccessibility.HeadlessPostedNotification] = []
        let haptics = UIFeedbackGenerator.headlessRecordingHaptics {
            announced = UIAccessibility.headlessRecordingPostedNotifications {
                #expect(action.simulatePerform())
            }
        }
        expectEqual(haptics, [.impact(.light, intensity: 1)])
        expectEqual(announced.map(\.notification), [.announcement])
        expectEqual(announced.first?.argument as? String, "Added to favorites")

        headlessTurnRunLoop()
        let cell = try shown.cell(at: 0)
        expectEqual(cell.accessibilityTraits, [.button, .selected])
        expectEqual(cell.accessibilityCustomActions?.map(\.name), ["Unfavorite"])
        expectEqual((shown.screen.manager.memoryStorage.item(at: IndexPath(row: 0, section: 0)) as? ReadingItem)?.isFavorite, true)
    }

    @Test func selectingOpensTheArticleInTheBrowser() throws {
        let shown = Shown()
        let opened = try UIApplication.shared.headlessRecordingOpenedURLs {
            try shown.screen.tableView.simulateTap(at: IndexPath(row: 2, section: 0))
        }
        expectEqual(opened, [ReadingListStore.articles[2].url])
    }

    @Test func swipingSharesTheArticle() throws {
        let shown = Shown()
        let actions = try shown.screen.tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing)
        try #require(actions.map(\.title) == ["Share"])
        actions[0].tap()

        let sheet = try #require(shown.screen.presentedViewController as? UIActivityViewController)
        expectEqual(sheet.headlessActivityItems.first as? String, "Swift concurrency")
        expectEqual(sheet.headlessActivityItems.last as? URL, ReadingListStore.articles[0].url)
        expectEqual(sheet.excludedActivityTypes, [.assignToContact, .saveToCameraRoll])
        sheet.simulateCompletion(activityType: .copyToPasteboard, completed: true)
        expectNil(shown.screen.presentedViewController)
    }

    @Test func returningToTheForegroundReloads() {
        var articles = ReadingListStore.articles
        let shown = Shown(load: { articles })
        articles.removeLast()
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        headlessTurnRunLoop()
        expectEqual(shown.screen.tableView.numberOfRows(inSection: 0), 2)
    }
}

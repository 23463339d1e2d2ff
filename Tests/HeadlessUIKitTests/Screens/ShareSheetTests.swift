import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// An app activity, as apps add to the share sheet.
private final class FavoriteActivity: UIActivity {
    var favorited: [Any] = []
    private var items: [Any] = []

    override var activityType: UIActivity.ActivityType? { ActivityType("com.example.favorite") }
    override var activityTitle: String? { "Favorite" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }
    override func perform() {
        favorited = items
        activityDidFinish(true)
    }
}

@MainActor @Suite struct ShareSheetTests {
    @Test func shareSheetIsPresentedWithItsItemsAndReportsTheChoice() throws {
        let screen = UIViewController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        let url = try #require(URL(string: "https://example.com/soup"))
        let favorite = FavoriteActivity()
        let sheet = UIActivityViewController(activityItems: ["Soup", url], applicationActivities: [favorite])
        sheet.excludedActivityTypes = [.airDrop, .print]
        var outcome: (UIActivity.ActivityType?, Bool)?
        sheet.completionWithItemsHandler = { type, completed, _, _ in outcome = (type, completed) }
        sheet.popoverPresentationController?.sourceView = screen.view

        screen.present(sheet, animated: true)
        expectIdentical(screen.presentedViewController, sheet)
        expectEqual(sheet.headlessActivityItems.count, 2)
        expectNil(sheet.popoverPresentationController, "a phone presents the share sheet as a sheet")

        sheet.simulateCompletion(activityType: ActivityTypeFixture.favorite, completed: false)
        expectNil(screen.presentedViewController)
        #expect(outcome?.0 == ActivityTypeFixture.favorite && outcome?.1 == true)
        expectEqual(favorite.favorited.count, 2)
    }

    @Test func cancellingReportsNoActivity() {
        let screen = UIViewController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        let sheet = UIActivityViewController(activityItems: ["Soup"], applicationActivities: nil)
        var outcome: (UIActivity.ActivityType?, Bool)?
        sheet.completionWithItemsHandler = { type, completed, _, _ in outcome = (type, completed) }
        screen.present(sheet, animated: false)

        sheet.simulateCompletion(activityType: nil, completed: true)
        expectEqual(outcome.map { $0.0 == nil && !$0.1 }, true)
        expectNil(screen.presentedViewController)
    }

    @Test func popoverStyleGivesAnAnchorableController() {
        let screen = UIViewController()
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        let popover = menu.popoverPresentationController
        popover?.sourceView = screen.view
        popover?.sourceRect = CGRect(x: 10, y: 10, width: 1, height: 1)
        popover?.permittedArrowDirections = [.up, .down]
        expectIdentical(menu.popoverPresentationController, popover)
        expectIdentical(popover?.sourceView, screen.view)
        expectEqual(popover?.permittedArrowDirections, [.up, .down])
        expectIdentical(popover?.presentedViewController, menu)
    }
}

private enum ActivityTypeFixture {
    static let favorite = UIActivity.ActivityType("com.example.favorite")
}

import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A list screen that advertises the list it shows, as Handoff screens do.
private final class ListScreen: UIViewController {
    var listID: String
    var restoredListID: String?
    var updates = 0

    init(listID: String) {
        self.listID = listID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        updates += 1
        activity.title = "List \(listID)"
        activity.addUserInfoEntries(from: ["list": listID])
    }

    override func restoreUserActivityState(_ activity: NSUserActivity) {
        super.restoreUserActivityState(activity)
        restoredListID = activity.userInfo?["list"] as? String
    }
}

/// A user-activity delegate that records the activities about to be saved.
private final class RecordingActivityDelegate: NSObject, NSUserActivityDelegate {
    var log: [String] = []
    func userActivityWillSave(_ userActivity: NSUserActivity) {
        log.append("willSave \(userActivity.activityType) userInfo: \(userActivity.userInfo?.count ?? -1)")
    }
}

@MainActor @Suite struct UserActivityTests {
    @Test func aNewActivityHasFoundationsDefaults() {
        let activity = NSUserActivity(activityType: "com.example.lists.viewing")
        expectEqual(activity.activityType, "com.example.lists.viewing")
        expectNil(activity.title)
        expectNil(activity.userInfo)
        #expect(!activity.needsSave)
        #expect(activity.isEligibleForHandoff)
        #expect(!activity.isEligibleForSearch)
        #expect(!activity.isEligibleForPublicIndexing)
        #expect(!activity.isEligibleForPrediction)
        #expect(activity.keywords.isEmpty)
        #expect(!activity.headlessIsCurrent)
    }

    @Test func addedUserInfoEntriesReplaceTheValuesOfTheSameKeys() {
        let activity = NSUserActivity(activityType: "com.example.lists.viewing")
        activity.addUserInfoEntries(from: ["list": "a", "row": 1])
        activity.addUserInfoEntries(from: ["list": "b"])
        expectEqual(activity.userInfo?["list"] as? String, "b")
        expectEqual(activity.userInfo?["row"] as? Int, 1)
        expectEqual(activity.userInfo?.count, 2)
    }

    @Test func becomingCurrentReplacesTheCurrentActivityAndInvalidationIsFinal() {
        let first = NSUserActivity(activityType: "com.example.first")
        let second = NSUserActivity(activityType: "com.example.second")
        first.becomeCurrent()
        #expect(first.headlessIsCurrent)
        second.becomeCurrent()
        #expect(!first.headlessIsCurrent)
        #expect(second.headlessIsCurrent)
        second.resignCurrent()
        #expect(!second.headlessIsCurrent)
        second.becomeCurrent()
        second.invalidate()
        #expect(!second.headlessIsCurrent)
        second.becomeCurrent()
        #expect(!second.headlessIsCurrent)
    }

    @Test func aSaveEmptiesUserInfoAndAsksEveryResponderSharingTheActivity() {
        let master = ListScreen(listID: "groceries")
        let detail = ListScreen(listID: "groceries-detail")
        let delegate = RecordingActivityDelegate()
        let activity = NSUserActivity(activityType: "com.example.lists.viewing")
        activity.delegate = delegate
        activity.userInfo = ["stale": true]
        master.userActivity = activity
        detail.userActivity = activity
        expectIdentical(master.userActivity, activity)

        activity.needsSave = true
        activity.headlessSave()

        expectEqual(delegate.log, ["willSave com.example.lists.viewing userInfo: 1"])
        expectEqual(master.updates, 1)
        expectEqual(detail.updates, 1)
        expectNil(activity.userInfo?["stale"])
        expectEqual(activity.userInfo?["list"] as? String, "groceries-detail")
        expectEqual(activity.title, "List groceries-detail")
        #expect(!activity.needsSave)
    }

    @Test func aSaveWithoutNeedsSaveUpdatesNothing() {
        let screen = ListScreen(listID: "groceries")
        let delegate = RecordingActivityDelegate()
        let activity = NSUserActivity(activityType: "com.example.lists.viewing")
        activity.delegate = delegate
        screen.userActivity = activity

        activity.headlessSave()

        #expect(delegate.log.isEmpty)
        expectEqual(screen.updates, 0)
        expectNil(activity.userInfo)
    }

    @Test func anActivityNoResponderSharesAnyMoreIsInvalidated() {
        let first = ListScreen(listID: "a")
        let second = ListScreen(listID: "b")
        let activity = NSUserActivity(activityType: "com.example.lists.viewing")
        first.userActivity = activity
        second.userActivity = activity
        activity.becomeCurrent()

        first.userActivity = nil
        #expect(activity.headlessIsCurrent)
        activity.needsSave = true
        activity.headlessSave()
        expectEqual(first.updates, 0)
        expectEqual(second.updates, 1)

        second.userActivity = nil
        #expect(!activity.headlessIsCurrent)
        activity.becomeCurrent()
        #expect(!activity.headlessIsCurrent)
        activity.needsSave = true
        activity.headlessSave()
        expectEqual(second.updates, 1)
    }

    @Test func aResponderRestoresItsStateFromAnActivity() {
        let activity = NSUserActivity(activityType: "com.example.lists.viewing")
        activity.addUserInfoEntries(from: ["list": "groceries"])
        let screen = ListScreen(listID: "")
        let restoring: any UIUserActivityRestoring = screen

        restoring.restoreUserActivityState(activity)

        expectEqual(screen.restoredListID, "groceries")
    }
}

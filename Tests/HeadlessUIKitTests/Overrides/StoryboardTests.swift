import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

@MainActor @Suite struct StoryboardTests {
    private static func declare(_ name: String, customLog: EventLog? = nil) {
        UIStoryboard.registerHeadlessStoryboard(named: name, bundle: nil, initialSceneIdentifier: "nav", scenes: [
            .init(identifier: "nav") { storyboard in
                UINavigationController(rootViewController: storyboard.instantiateViewController(withIdentifier: "list"))
            },
            .init(
                identifier: "list",
                segues: [
                    .init(identifier: "showDetail", destination: "detail", kind: .show),
                    .init(identifier: "blocked", destination: "detail", kind: .show),
                    .init(identifier: "present", destination: "detail", kind: .presentModally(.fullScreen)),
                    .init(identifier: "custom", destination: "detail", kind: .custom { identifier, source, destination in
                        UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                            customLog?.record("custom perform")
                        }
                    }),
                ]
            ) { _ in HookRecordingController() },
            .init(identifier: "detail") { _ in DetailController() },
        ])
    }

    @Test func initialControllerEmbedsScenesThatKnowTheirStoryboard() throws {
        Self.declare("StoryboardTests.initial")
        let storyboard = UIStoryboard(name: "StoryboardTests.initial", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? HookRecordingController)
        expectIdentical(list.storyboard, storyboard)
        expectIdentical(navigation.storyboard, storyboard)
        let detail: DetailController = storyboard.instantiateViewController(identifier: "detail")
        expectIdentical(detail.storyboard, storyboard)
    }

    @Test func performSegueCreatesPreparesAndShowsWithoutAskingShouldPerform() throws {
        Self.declare("StoryboardTests.show")
        let storyboard = UIStoryboard(name: "StoryboardTests.show", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? HookRecordingController)
        list.performSegue(withIdentifier: "showDetail", sender: "soup")
        let detail = try #require(navigation.topViewController as? DetailController)
        expectEqual(detail.item, "soup")
        expectEqual(list.events, ["prepare showDetail → DetailController"])
    }

    @Test func simulatedTriggerAsksShouldPerformFirst() throws {
        Self.declare("StoryboardTests.trigger")
        let storyboard = UIStoryboard(name: "StoryboardTests.trigger", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? HookRecordingController)
        #expect(!list.headlessSimulateSegueTrigger(withIdentifier: "blocked", sender: nil))
        expectEqual(navigation.viewControllers.count, 1)
        #expect(list.headlessSimulateSegueTrigger(withIdentifier: "showDetail", sender: nil))
        expectEqual(navigation.viewControllers.count, 2)
        expectEqual(list.events, ["should blocked", "should showDetail", "prepare showDetail → DetailController"])
    }

    @Test func modalAndCustomSeguesPerformAsDeclared() throws {
        let log = EventLog()
        Self.declare("StoryboardTests.modal", customLog: log)
        let storyboard = UIStoryboard(name: "StoryboardTests.modal", bundle: nil)
        let list = try #require(storyboard.instantiateViewController(withIdentifier: "list") as? HookRecordingController)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = list
        window.makeKeyAndVisible()
        list.performSegue(withIdentifier: "present", sender: nil)
        let presented = try #require(list.presentedViewController as? DetailController)
        expectEqual(presented.modalPresentationStyle, .fullScreen)
        list.dismiss(animated: false)
        list.performSegue(withIdentifier: "custom", sender: nil)
        expectEqual(log.entries, ["custom perform"])
        expectNil(list.presentedViewController)
    }
}

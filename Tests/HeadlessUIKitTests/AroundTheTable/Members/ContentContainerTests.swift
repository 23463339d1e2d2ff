import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// A controller logging the size and trait transitions it is told of, with the size its view had
/// at the time, and adding an animation and a completion to each coordinator.
final class TransitionLoggingController: UIViewController {
    let name: String
    let log: EventLog
    var childSizeFactor: CGFloat = 1
    var keptCoordinator: (any UIViewControllerTransitionCoordinator)?

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func describe(_ size: CGSize) -> String { "\(Int(size.width))×\(Int(size.height))" }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.record("\(name) viewWillTransition to \(describe(size)), view \(describe(view.bounds.size))")
        keptCoordinator = coordinator
        let queued = coordinator.animate(alongsideTransition: { [name, log, unowned self] _ in
            log.record("\(name) animation, view \(self.describe(self.view.bounds.size))")
        }, completion: { [name, log] context in
            log.record("\(name) completion, cancelled \(context.isCancelled)")
        })
        #expect(queued)
        super.viewWillTransition(to: size, with: coordinator)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.record("\(name) willTransition to vertical \(newCollection.verticalSizeClass), now \(traitCollection.verticalSizeClass)")
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width * childSizeFactor, height: parentSize.height)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        log.record("\(name) child prefers \(describe(container.preferredContentSize))")
    }
}

@MainActor @Suite struct ContentContainerTests {
    /// A window showing `root`, with `child` contained in it when given.
    private func window(showing root: UIViewController, child: UIViewController? = nil) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        if let child {
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        window.makeKeyAndVisible()
        return window
    }

    @Test func sizeTransitionTellsControllersBeforeResizingThenRunsAnimationsAndCompletions() {
        let log = EventLog()
        let root = TransitionLoggingController("root", log: log)
        let child = TransitionLoggingController("child", log: log)
        let window = window(showing: root, child: child)
        window.simulateSizeTransition(to: CGSize(width: 844, height: 390))
        #expect(log.entries == [
            "root viewWillTransition to 844×390, view 390×844",
            "child viewWillTransition to 844×390, view 390×844",
            "root animation, view 844×390",
            "child animation, view 390×844",
            "root completion, cancelled false",
            "child completion, cancelled false",
        ])
        expectEqual(window.bounds.size, CGSize(width: 844, height: 390))
        expectEqual(root.view.frame.size, CGSize(width: 844, height: 390))
    }

    @Test func containerGivesEachChildTheSizeItChooses() {
        let log = EventLog()
        let root = TransitionLoggingController("root", log: log)
        root.childSizeFactor = 0.5
        let child = TransitionLoggingController("child", log: log)
        let window = window(showing: root, child: child)
        window.simulateSizeTransition(to: CGSize(width: 800, height: 600))
        #expect(log.entries.contains("child viewWillTransition to 400×600, view 390×844"))
    }

    @Test func newTraitsAreAnnouncedFirstAndAppliedWithTheNewSize() {
        let log = EventLog()
        let root = TransitionLoggingController("root", log: log)
        let window = window(showing: root)
        window.simulateSizeTransition(to: CGSize(width: 844, height: 390), newTraitOverrides: UITraitCollection(verticalSizeClass: .compact))
        #expect(log.entries.prefix(2) == [
            "root willTransition to vertical compact, now regular",
            "root viewWillTransition to 844×390, view 390×844",
        ])
        expectEqual(root.traitCollection.verticalSizeClass, .compact)
        expectEqual(window.headlessTraitOverrides?.verticalSizeClass, .compact)
    }

    @Test func presentedControllersAreToldAndResizedToo() {
        let log = EventLog()
        let root = TransitionLoggingController("root", log: log)
        let presented = TransitionLoggingController("presented", log: log)
        presented.modalPresentationStyle = .fullScreen
        let window = window(showing: root)
        root.present(presented, animated: false)
        log.reset()
        window.simulateSizeTransition(to: CGSize(width: 844, height: 390))
        #expect(log.entries.filter { $0.contains("viewWillTransition") } == [
            "root viewWillTransition to 844×390, view 390×844",
            "presented viewWillTransition to 844×390, view 390×844",
        ])
        expectEqual(presented.view.frame.size, CGSize(width: 844, height: 390))
    }

    @Test func coordinatorIsAnimatedAndTakesNoAnimationsOnceTheTransitionIsOver() throws {
        let log = EventLog()
        let root = TransitionLoggingController("root", log: log)
        let window = window(showing: root)
        window.simulateSizeTransition(to: CGSize(width: 844, height: 390))
        let coordinator = try #require(root.keptCoordinator)
        #expect(coordinator.isAnimated)
        #expect(!coordinator.isInteractive)
        #expect(!coordinator.isCancelled)
        expectEqual(coordinator.presentationStyle, .none)
        var ran = false
        #expect(!coordinator.animate(alongsideTransition: { _ in ran = true }, completion: { _ in ran = true }))
        #expect(!ran)
    }

    @Test func changingThePreferredContentSizeTellsTheParentOnce() {
        let log = EventLog()
        let parent = TransitionLoggingController("parent", log: log)
        let child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        expectEqual(log.entries, ["parent child prefers 300×200"])
        expectEqual(parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 10, height: 20)), CGSize(width: 10, height: 20))
    }

    @Test func plainControllersGiveChildrenTheWholeSize() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        expectEqual(parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 320, height: 480)), CGSize(width: 320, height: 480))
    }
}

/// The size transition's coordinator answers the rest of UIKit's context, as rotation code
/// written for iOS reads it.
@MainActor @Suite struct SizeTransitionContextTests {
    /// Reads the context in its alongside animations, as apps restoring bars after rotation do.
    final class ContextReadingController: UIViewController {
        var readings: [String] = []

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            coordinator.animateAlongsideTransition(in: view) { [unowned self] context in
                self.readings.append("in view: from \(context.viewController(forKey: .from) == nil ? "nil" : "set"), container is window \(context.containerView === self.view.window)")
            }
            coordinator.animate(alongsideTransition: { [unowned self] context in
                self.readings.append("interactive \(context.initiallyInteractive), curve \(context.completionCurve.rawValue), identity \(context.targetTransform == .identity)")
            }, completion: { [unowned self] context in
                self.readings.append("completed at \(context.percentComplete)")
            })
        }
    }

    @Test func aRotationsContextHasTheWindowAsContainerAndNoControllersOfItsOwn() {
        let screen = ContextReadingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()

        window.simulateSizeTransition(to: CGSize(width: 844, height: 390))

        #expect(screen.readings == [
            "in view: from nil, container is window true",
            "interactive false, curve 0, identity true",
            "completed at 1.0",
        ])
    }
}

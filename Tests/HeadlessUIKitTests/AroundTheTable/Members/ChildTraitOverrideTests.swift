import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// A custom container giving a child its own traits (`setOverrideTraitCollection(_:forChild:)`,
/// iOS 8–16), as apps did to show a compact list beside a detail; and the smaller controller
/// members apps override.
@MainActor @Suite struct ChildTraitOverrideTests {
    /// A container that shows its child compact, whatever the window's width.
    final class SideBySideController: UIViewController {
        let list: TraitLoggingController

        init(list: TraitLoggingController) {
            self.list = list
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(list)
            view.addSubview(list.view)
            list.didMove(toParent: self)
        }
    }

    @Test func theContainersTraitsForAChildReachItAndItsViews() throws {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.headlessTraitOverrides = UITraitCollection(horizontalSizeClass: .regular)
        let container = SideBySideController(list: TraitLoggingController(log: log))
        window.rootViewController = container
        window.makeKeyAndVisible()
        let row = TextSizeObservingView()
        container.list.view.addSubview(row)
        expectEqual(container.list.traitCollection.horizontalSizeClass, .regular)
        log.reset()

        container.setOverrideTraitCollection(
            UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(preferredContentSizeCategory: .extraLarge)]),
            forChild: container.list
        )

        expectEqual(container.list.traitCollection.horizontalSizeClass, .compact)
        expectEqual(row.traitCollection.horizontalSizeClass, .compact)
        expectEqual(row.textSizes, [.extraLarge])
        expectEqual(container.traitCollection.horizontalSizeClass, .regular, "the container keeps its own")
        expectEqual(container.list.traitCollection.userInterfaceStyle, window.traitCollection.userInterfaceStyle, "unspecified traits are inherited")
        expectEqual(log.entries, ["traitCollectionDidChange"])
        expectEqual(container.overrideTraitCollection(forChild: container.list)?.horizontalSizeClass, .compact)

        container.setOverrideTraitCollection(nil, forChild: container.list)
        expectEqual(container.list.traitCollection.horizontalSizeClass, .regular)
        expectNil(container.overrideTraitCollection(forChild: container.list))
    }

    @Test func aControllerThatIsNotAChildGetsNoTraitsAndLeavingTheContainerDropsThem() {
        let container = SideBySideController(list: TraitLoggingController(log: EventLog()))
        let stranger = UIViewController()
        container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: stranger)
        expectNil(container.overrideTraitCollection(forChild: stranger))

        container.loadViewIfNeeded()
        container.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: container.list)
        expectEqual(container.list.traitCollection.userInterfaceStyle, .dark)
        container.list.willMove(toParent: nil)
        container.list.view.removeFromSuperview()
        container.list.removeFromParent()
        expectNil(container.overrideTraitCollection(forChild: container.list))
        expectEqual(container.list.traitCollection.userInterfaceStyle, UIScreen.main.traitCollection.userInterfaceStyle)
    }

    @Test func aFormSheetKeepsTheKeyboardAndOtherStylesDoNot() {
        let form = UIViewController()
        #expect(!form.disablesAutomaticKeyboardDismissal)
        form.modalPresentationStyle = .formSheet
        #expect(form.disablesAutomaticKeyboardDismissal)
    }

    @Test func screenEdgesAndTheDeviceOrientationAreAnsweredAsOnAnIPhone() {
        final class DrawingController: UIViewController {
            override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
        }
        let drawing = DrawingController()
        expectEqual(drawing.preferredScreenEdgesDeferringSystemGestures, .bottom)
        expectEqual(UIViewController().preferredScreenEdgesDeferringSystemGestures, [])
        expectNil(drawing.childForScreenEdgesDeferringSystemGestures)
        drawing.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        UIViewController.attemptRotationToDeviceOrientation()
        expectEqual(drawing.interfaceOrientation, .portrait)
        #expect(drawing.shouldAutomaticallyForwardRotationMethods())
        #expect(!drawing.providesPresentationContextTransitionStyle)
    }

    @Test func theForceTouchTraitIsSpecifiedOverriddenAndPrinted() {
        let available = UITraitCollection(forceTouchCapability: .available)
        expectEqual(available.forceTouchCapability, .available)
        expectEqual(UITraitCollection().forceTouchCapability, .unknown)
        expectEqual(UIScreen.main.traitCollection.forceTouchCapability, .unavailable)
        expectEqual(UITraitCollection(traitsFrom: [UIScreen.main.traitCollection, available]).forceTouchCapability, .available)
        #expect(available.description.contains("ForceTouchCapability = available"))

        let view = UIView()
        view.traitOverrides.forceTouchCapability = .available
        expectEqual(view.traitCollection.forceTouchCapability, .available)
        let mutated = UITraitCollection { $0.forceTouchCapability = .unavailable }
        expectEqual(mutated[UITraitForceTouchCapability.self], .unavailable)
    }
}

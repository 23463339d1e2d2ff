import Expectations
import Foundation
import HeadlessUIKit
import Testing

// Subclass shapes of the override points apps use: custom segues and gesture recognizers,
// responders handling presses and actions, views with their own hit areas and layers.

/// A custom segue declaring no initializer, as apps write them.
private final class CrossFadeSegue: UIStoryboardSegue {
    private(set) var performed = false

    override func perform() {
        performed = true
        source.present(destination, animated: false)
    }
}

/// A recognizer with its own designated initializer and a reset override.
private final class DoubleDragRecognizer: UIPanGestureRecognizer {
    let requiredDistance: CGFloat
    private(set) var resets = 0

    init(requiredDistance: CGFloat, target: Any?, action: Selector?) {
        self.requiredDistance = requiredDistance
        super.init(target: target, action: action)
    }

    override func reset() {
        super.reset()
        resets += 1
    }
}

/// A responder handling presses and one action.
private final class RemoteControlledView: UIView {
    private(set) var presses: [UIPress.PressType] = []

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += presses.map(\.type)
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("play:")
    }
}

/// A view that refuses gestures while busy and whose layer is a shape layer.
private final class BusyShapeView: UIView {
    var isBusy = false

    override class var layerClass: AnyClass { CAShapeLayer.self }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isBusy
    }
}

/// A layer subclass with its own designated initializer, created by a view through `layerClass`.
private final class BadgeLayer: CALayer {
    let badgeColor: UIColor

    init(badgeColor: UIColor) {
        self.badgeColor = badgeColor
        super.init()
    }

    required init() {
        badgeColor = .systemRed
        super.init()
    }
}

/// A view whose layer is a ``BadgeLayer``.
private final class BadgeView: UIView {
    override class var layerClass: AnyClass { BadgeLayer.self }
}

/// A controller declaring a transitioning delegate and a keyboard accessory controller, and
/// handing the home indicator to a child.
private final class CustomTransitionController: UIViewController, UIViewControllerTransitioningDelegate {
    let accessory = UIInputViewController()
    let video = UIViewController()
    private(set) var orientationUpdates = 0

    override var inputAccessoryViewController: UIInputViewController? { accessory }
    override var childForHomeIndicatorAutoHidden: UIViewController? { video }

    override func setNeedsUpdateOfSupportedInterfaceOrientations() {
        super.setNeedsUpdateOfSupportedInterfaceOrientations()
        orientationUpdates += 1
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        nil
    }
}

@MainActor @Suite struct SubclassShapeOverridesTests {
    @Test func customSegueSubclassPerformsItsOwnTransition() {
        let source = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = source
        window.makeKeyAndVisible()
        let segue = CrossFadeSegue(identifier: "fade", source: source, destination: UIViewController())
        segue.perform()
        #expect(segue.performed && source.presentedViewController === segue.destination)
    }

    @Test func recognizerSubclassKeepsItsInitializerAndResetsAfterEachGesture() {
        let recognizer = DoubleDragRecognizer(requiredDistance: 40, target: nil, action: nil)
        UIView().addGestureRecognizer(recognizer)
        recognizer.simulatePan(translation: CGPoint(x: 50, y: 0))
        #expect(recognizer.requiredDistance == 40 && recognizer.resets == 1)
    }

    @Test func responderSubclassHandlesPressesAndActions() {
        let view = RemoteControlledView()
        view.pressesBegan([UIPress(headlessType: .playPause, responder: view)], with: nil)
        expectEqual(view.presses, [.playPause])
        expectIdentical(view.target(forAction: Selector("play:"), withSender: nil) as? RemoteControlledView, view)
    }

    @Test func viewSubclassesChooseTheirLayerAndRefuseGestures() {
        let view = BusyShapeView()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        view.isBusy = true
        #expect(!tap.simulateRecognition())
        #expect(view.layer is CAShapeLayer)
        expectEqual((BadgeView().layer as? BadgeLayer)?.badgeColor, .systemRed)
        expectEqual(BadgeLayer(badgeColor: .systemBlue).badgeColor, .systemBlue)
    }

    @Test func controllerSubclassAdoptsTransitioningDelegateAndAccessoryController() {
        let controller = CustomTransitionController()
        controller.transitioningDelegate = controller
        expectIdentical(controller.transitioningDelegate, controller)
        expectIdentical(controller.inputAccessoryViewController, controller.accessory)
        expectIdentical(controller.childForHomeIndicatorAutoHidden, controller.video)
        controller.setNeedsUpdateOfSupportedInterfaceOrientations()
        expectEqual(controller.orientationUpdates, 1)
    }
}

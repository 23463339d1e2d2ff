import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct KeyboardLayoutGuideTests {
    @Test func guideIsAnEmptyStripAtTheBottomWithoutASafeAreaInset() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let guide = view.keyboardLayoutGuide
        expectIdentical(guide, view.keyboardLayoutGuide)
        expectIdentical(guide.owningView, view)
        #expect((guide as UILayoutGuide) is UITrackingLayoutGuide)
        expectEqual(guide.identifier, "UIViewKeyboardLayoutGuide")
        expectEqual(guide.layoutFrame, CGRect(x: 0, y: 844, width: 390, height: 0))
        #expect(!guide.followsUndockedKeyboard)
        #expect(guide.usesBottomSafeArea)
        expectEqual(guide.keyboardDismissPadding, 0)
    }

    @Test func guideCoversTheBottomSafeAreaUnlessToldNotTo() {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let guide = controller.view.keyboardLayoutGuide
        expectEqual(guide.layoutFrame, CGRect(x: 0, y: 810, width: 390, height: 34))
        guide.usesBottomSafeArea = false
        expectEqual(guide.layoutFrame, CGRect(x: 0, y: 844, width: 390, height: 0))
    }

    @Test func contentPinnedAboveTheKeyboardSitsAboveTheGuide() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 44),
            controller.view.keyboardLayoutGuide.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 8),
        ])
        window.makeKeyAndVisible()
        expectEqual(field.frame, CGRect(x: 16, y: 844 - 34 - 8 - 44, width: 358, height: 44))
        controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
        controller.view.layoutIfNeeded()
        expectEqual(field.frame, CGRect(x: 16, y: 844 - 8 - 44, width: 358, height: 44))
    }

    /// A chat input bar pinned to the keyboard guide rises with the simulated keyboard and comes
    /// back down when it hides.
    @Test func barPinnedToTheGuideFollowsTheSimulatedKeyboard() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 52),
            bar.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        expectEqual(bar.frame.maxY, 844)
        expectNil(window.headlessKeyboardFrame)

        window.simulateKeyboardShow()
        expectEqual(window.headlessKeyboardFrame?.height, UIWindow.headlessDefaultKeyboardHeight)
        window.simulateKeyboardShow(height: 300)
        expectEqual(window.headlessKeyboardFrame, CGRect(x: 0, y: 544, width: 390, height: 300))
        expectEqual(controller.view.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 544, width: 390, height: 300))
        expectEqual(bar.frame.maxY, 544)

        window.simulateKeyboardHide()
        expectNil(window.headlessKeyboardFrame)
        expectEqual(bar.frame.maxY, 844)
    }
}

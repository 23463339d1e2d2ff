import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct NavigationBarHidingTests {
    @Test func swipingUpHidesTheBarAndSwipingDownShowsItWhenHidingOnSwipe() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.hidesBarsOnSwipe = true
        let swipe = navigation.barHideOnSwipeGestureRecognizer
        expectIdentical(swipe, navigation.barHideOnSwipeGestureRecognizer)
        expectEqual(navigation.view.gestureRecognizers?.contains { $0 === swipe }, true)

        #expect(swipe.simulatePan(translation: CGPoint(x: 0, y: -120)))
        #expect(navigation.isNavigationBarHidden)
        #expect(swipe.simulatePan(translation: CGPoint(x: 0, y: 80)))
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test func theBarStaysWhenHidingOnSwipeIsOff() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(!navigation.hidesBarsOnSwipe && !navigation.hidesBarsOnTap)
        _ = navigation.barHideOnSwipeGestureRecognizer.simulatePan(translation: CGPoint(x: 0, y: -120))
        _ = navigation.barHideOnTapGestureRecognizer.simulateRecognition()
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test func tappingTogglesTheBarWhenHidingOnTap() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.hidesBarsOnTap = true
        #expect(navigation.barHideOnTapGestureRecognizer.simulateRecognition())
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.barHideOnTapGestureRecognizer.simulateRecognition())
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test func operationsHaveUIKitsRawValues() {
        expectEqual(UINavigationController.Operation.none.rawValue, 0)
        expectEqual(UINavigationController.Operation.push.rawValue, 1)
        expectEqual(UINavigationController.Operation.pop.rawValue, 2)
    }

    @Test func aTableKeepsItsSeparatorEffectAndSafeAreaInsetting() {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        #expect(table.insetsContentViewsToSafeArea && table.separatorEffect == nil)
        table.insetsContentViewsToSafeArea = false
        table.separatorEffect = UIBlurEffect(style: .systemMaterial)
        #expect(!table.insetsContentViewsToSafeArea && table.separatorEffect is UIBlurEffect)
    }
}

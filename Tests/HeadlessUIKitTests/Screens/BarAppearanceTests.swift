import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct BarAppearanceTests {
    @Test func configureMethodsResetBackgroundAndShadow() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundImage = UIImage()
        appearance.shadowImage = UIImage()

        appearance.configureWithOpaqueBackground()
        expectNil(appearance.backgroundEffect)
        expectEqual(appearance.backgroundColor, .systemBackground)
        #expect(appearance.backgroundImage == nil && appearance.shadowImage == nil)
        expectNotNil(appearance.shadowColor)

        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)

        appearance.configureWithDefaultBackground()
        expectEqual(appearance.backgroundEffect?.headlessStyle, .systemChromeMaterial)
        expectNil(appearance.backgroundColor)
    }

    @Test func initializersKeepTheIdiomAndCopyRelevantValues() {
        let base = UIBarAppearance(idiom: .pad)
        base.backgroundColor = .systemRed
        base.backgroundImageContentMode = .center
        expectEqual(base.idiom, .pad)

        let navigation = UINavigationBarAppearance(barAppearance: base)
        expectEqual(navigation.idiom, .pad)
        expectEqual(navigation.backgroundColor, .systemRed)
        expectEqual(navigation.backgroundImageContentMode, .center)
        #expect(navigation.titleTextAttributes.isEmpty)
        expectEqual(UIBarAppearance().idiom, UIScreen.main.traitCollection.userInterfaceIdiom)
    }

    @Test func copiesAreDeepAndOfTheSameClass() {
        let original = UINavigationBarAppearance()
        original.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
        original.titlePositionAdjustment = UIOffset(horizontal: 2, vertical: -1)
        original.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        let chevron = UIImage()
        original.setBackIndicatorImage(chevron, transitionMaskImage: chevron)

        let copy: UINavigationBarAppearance = original.copy()
        let legacyCopy = original.copy() as! UINavigationBarAppearance
        original.buttonAppearance.normal.titleTextAttributes = [:]
        original.titlePositionAdjustment = .zero

        expectEqual(copy.titlePositionAdjustment, UIOffset(horizontal: 2, vertical: -1))
        expectEqual(copy.titleTextAttributes[.foregroundColor] as? UIColor, .systemBlue)
        expectEqual(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor, .systemGreen)
        expectNotIdentical(copy.buttonAppearance, original.buttonAppearance)
        #expect(legacyCopy !== copy && legacyCopy.titlePositionAdjustment == copy.titlePositionAdjustment)
        expectIdentical(copy.backIndicatorImage, chevron)
        #expect(type(of: UITabBarAppearance().copy(with: nil)) == UITabBarAppearance.self)
        #expect(type(of: UIToolbarAppearance().copy(with: nil)) == UIToolbarAppearance.self)
    }

    @Test func backIndicatorNeedsBothImagesElseUsesTheSystemChevron() {
        let appearance = UINavigationBarAppearance()
        let systemChevron = appearance.backIndicatorImage
        appearance.setBackIndicatorImage(UIImage(), transitionMaskImage: nil)
        expectEqual(appearance.backIndicatorImage, systemChevron)
        expectEqual(appearance.backIndicatorTransitionMaskImage, systemChevron)
    }

    @Test func barsAndItemsStoreCopiesOfTheirAppearances() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        let bar = UINavigationBar(frame: .zero)
        let item = UINavigationItem(title: "Inbox")

        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        bar.compactScrollEdgeAppearance = appearance
        item.standardAppearance = appearance
        item.compactAppearance = appearance
        appearance.backgroundColor = .systemRed

        expectNotIdentical(bar.standardAppearance, appearance)
        expectEqual(bar.standardAppearance.backgroundColor, .systemBackground)
        expectEqual(bar.scrollEdgeAppearance?.backgroundColor, .systemBackground)
        expectNil(bar.compactAppearance)
        expectEqual(item.standardAppearance?.backgroundColor, .systemBackground)
        expectNotIdentical(item.compactAppearance, item.standardAppearance)
        #expect(item.scrollEdgeAppearance == nil && item.compactScrollEdgeAppearance == nil)
    }

    @Test func navigationBarKeepsLegacyStyling() {
        let bar = UINavigationBar(frame: .zero)
        let image = UIImage()
        bar.barStyle = .black
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        bar.shadowImage = image
        bar.setBackgroundImage(image, for: .default)
        bar.setBackgroundImage(image, for: .topAttached, barMetrics: .compact)

        expectEqual(bar.barStyle, .black)
        expectEqual(bar.titleTextAttributes?[.foregroundColor] as? UIColor, .white)
        expectEqual(bar.largeTitleTextAttributes?[.foregroundColor] as? UIColor, .systemYellow)
        expectIdentical(bar.backgroundImage(for: .default), image)
        expectIdentical(bar.backgroundImage(for: .any, barMetrics: .default), image)
        expectIdentical(bar.backgroundImage(for: .topAttached, barMetrics: .compact), image)
        expectNil(bar.backgroundImage(for: .compact))
    }

    @Test func tabBarAndItemsStoreAppearances() {
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemGray
        appearance.stackedItemPositioning = .centered
        let tabBar = UITabBar(frame: .zero)
        let item = UITabBarItem(title: "Home", image: nil, tag: 0)

        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
        item.standardAppearance = appearance
        item.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 3)
        appearance.stackedLayoutAppearance.selected.iconColor = nil

        expectEqual(tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor, .systemPink)
        expectEqual(tabBar.scrollEdgeAppearance?.stackedLayoutAppearance.normal.badgeBackgroundColor, .systemGray)
        expectEqual(tabBar.standardAppearance.stackedItemPositioning, .centered)
        expectEqual(item.standardAppearance?.stackedLayoutAppearance.selected.iconColor, .systemPink)
        expectNil(item.scrollEdgeAppearance)
        expectEqual(item.titlePositionAdjustment.vertical, 3)
    }

    @Test func itemAppearanceConfigureWithDefaultClearsEveryState() {
        let appearance = UIBarButtonItemAppearance(style: .done)
        appearance.highlighted.titlePositionAdjustment = UIOffset(horizontal: 1, vertical: 1)
        appearance.disabled.backgroundImage = UIImage()

        appearance.configureWithDefault(for: .plain)

        expectEqual(appearance.highlighted.titlePositionAdjustment, .zero)
        expectNil(appearance.disabled.backgroundImage)
    }

    @Test func offsetsEncodeAsAPair() throws {
        let data = try JSONEncoder().encode(UIOffset(horizontal: 1.5, vertical: -2))
        expectEqual(String(decoding: data, as: UTF8.self), "[1.5,-2]")
        try expectEqual(JSONDecoder().decode(UIOffset.self, from: data), UIOffset(horizontal: 1.5, vertical: -2))
    }
}

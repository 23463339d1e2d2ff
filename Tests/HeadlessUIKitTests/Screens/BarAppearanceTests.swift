import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct BarAppearanceTests {
    @Test func configureMethodsResetBackgroundAndShadow() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundImage = UIImage()
        appearance.shadowImage = UIImage()

        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil)
        #expect(appearance.backgroundColor == .systemBackground)
        #expect(appearance.backgroundImage == nil && appearance.shadowImage == nil)
        #expect(appearance.shadowColor != nil)

        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)

        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect?.headlessStyle == .systemChromeMaterial)
        #expect(appearance.backgroundColor == nil)
    }

    @Test func initializersKeepTheIdiomAndCopyRelevantValues() {
        let base = UIBarAppearance(idiom: .pad)
        base.backgroundColor = .systemRed
        base.backgroundImageContentMode = .center
        #expect(base.idiom == .pad)

        let navigation = UINavigationBarAppearance(barAppearance: base)
        #expect(navigation.idiom == .pad)
        #expect(navigation.backgroundColor == .systemRed)
        #expect(navigation.backgroundImageContentMode == .center)
        #expect(navigation.titleTextAttributes.isEmpty)
        #expect(UIBarAppearance().idiom == UIScreen.main.traitCollection.userInterfaceIdiom)
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

        #expect(copy.titlePositionAdjustment == UIOffset(horizontal: 2, vertical: -1))
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .systemBlue)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemGreen)
        #expect(copy.buttonAppearance !== original.buttonAppearance)
        #expect(legacyCopy !== copy && legacyCopy.titlePositionAdjustment == copy.titlePositionAdjustment)
        #expect(copy.backIndicatorImage === chevron)
        #expect(type(of: UITabBarAppearance().copy(with: nil)) == UITabBarAppearance.self)
        #expect(type(of: UIToolbarAppearance().copy(with: nil)) == UIToolbarAppearance.self)
    }

    @Test func backIndicatorNeedsBothImagesElseUsesTheSystemChevron() {
        let appearance = UINavigationBarAppearance()
        let systemChevron = appearance.backIndicatorImage
        appearance.setBackIndicatorImage(UIImage(), transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage == systemChevron)
        #expect(appearance.backIndicatorTransitionMaskImage == systemChevron)
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

        #expect(bar.standardAppearance !== appearance)
        #expect(bar.standardAppearance.backgroundColor == .systemBackground)
        #expect(bar.scrollEdgeAppearance?.backgroundColor == .systemBackground)
        #expect(bar.compactAppearance == nil)
        #expect(item.standardAppearance?.backgroundColor == .systemBackground)
        #expect(item.compactAppearance !== item.standardAppearance)
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

        #expect(bar.barStyle == .black)
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
        #expect(bar.largeTitleTextAttributes?[.foregroundColor] as? UIColor == .systemYellow)
        #expect(bar.backgroundImage(for: .default) === image)
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) === image)
        #expect(bar.backgroundImage(for: .topAttached, barMetrics: .compact) === image)
        #expect(bar.backgroundImage(for: .compact) == nil)
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

        #expect(tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor == .systemPink)
        #expect(tabBar.scrollEdgeAppearance?.stackedLayoutAppearance.normal.badgeBackgroundColor == .systemGray)
        #expect(tabBar.standardAppearance.stackedItemPositioning == .centered)
        #expect(item.standardAppearance?.stackedLayoutAppearance.selected.iconColor == .systemPink)
        #expect(item.scrollEdgeAppearance == nil)
        #expect(item.titlePositionAdjustment.vertical == 3)
    }

    @Test func itemAppearanceConfigureWithDefaultClearsEveryState() {
        let appearance = UIBarButtonItemAppearance(style: .done)
        appearance.highlighted.titlePositionAdjustment = UIOffset(horizontal: 1, vertical: 1)
        appearance.disabled.backgroundImage = UIImage()

        appearance.configureWithDefault(for: .plain)

        #expect(appearance.highlighted.titlePositionAdjustment == .zero)
        #expect(appearance.disabled.backgroundImage == nil)
    }

    @Test func offsetsEncodeAsAPair() throws {
        let data = try JSONEncoder().encode(UIOffset(horizontal: 1.5, vertical: -2))
        #expect(String(decoding: data, as: UTF8.self) == "[1.5,-2]")
        #expect(try JSONDecoder().decode(UIOffset.self, from: data) == UIOffset(horizontal: 1.5, vertical: -2))
    }
}

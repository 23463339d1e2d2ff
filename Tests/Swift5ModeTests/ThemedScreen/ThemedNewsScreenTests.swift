import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The themed news screen in a window whose appearance and text size a test switches, as a user
/// does in Settings.
@MainActor @Suite struct ThemedNewsScreenTests {
    /// The asset color the title uses, declared as the asset catalog would hold it.
    nonisolated static let headlineText = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.95, alpha: 1) : UIColor(white: 0.1, alpha: 1)
    }

    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = ThemedNewsViewController(headlines: [
            Headline(title: "Markets rally", isBreaking: true),
            Headline(title: "Local team wins", isBreaking: false),
        ])

        init() {
            UIColor.registerHeadlessColor(named: "HeadlineText", in: nil, ThemedNewsScreenTests.headlineText)
            window.rootViewController = screen
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }

        func cell(at row: Int) throws -> HeadlineCell {
            try #require(screen.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? HeadlineCell)
        }
    }

    /// The components a color shows in a view.
    func components(_ color: UIColor?, in view: UIView) -> [CGFloat] {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        color?.resolvedColor(with: view.traitCollection).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    @Test func inTheLightAppearanceCellsShowTheLightColorsAtTheDefaultTextSize() throws {
        let shown = Shown()
        let cell = try shown.cell(at: 0)
        expectEqual(cell.titleLabel.text, "Markets rally")
        expectEqual(components(cell.titleLabel.textColor, in: cell.titleLabel), [0.1, 0.1, 0.1, 1])
        expectEqual(components(cell.badgeView.tintColor, in: cell.badgeView), components(.systemOrange, in: cell))
        expectEqual(cell.badgeView.image?.symbolConfiguration, UIImage.SymbolConfiguration(textStyle: .caption1, scale: .small))
        expectEqual(cell.titleLabel.font.pointSize, 18)
        expectEqual(cell.titleLabel.numberOfLines, 2)
        let separatorLight = UIColor.separator.resolvedColor(with: cell.traitCollection)
        expectEqual(cell.contentView.layer.borderColor, separatorLight.cgColor)
        #expect(try shown.cell(at: 1).badgeView.isHidden)
    }

    @Test func switchingTheWindowToDarkRecolorsTheCells() throws {
        let shown = Shown()
        shown.window.headlessTraitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        let cell = try shown.cell(at: 0)
        expectEqual(cell.traitCollection.userInterfaceStyle, .dark)
        expectEqual(components(cell.titleLabel.textColor, in: cell.titleLabel), [0.95, 0.95, 0.95, 1])
        expectEqual(components(cell.badgeView.tintColor, in: cell.badgeView), components(.systemYellow, in: cell))
        let darkSecondaryBackground: [CGFloat] = [28.0 / 255, 28.0 / 255, 30.0 / 255, 1]
        expectEqual(components(cell.contentView.backgroundColor, in: cell.contentView), darkSecondaryBackground)
        let separatorDark = UIColor.separator.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        expectEqual(cell.contentView.layer.borderColor, separatorDark.cgColor)
        expectEqual(cell.titleLabel.font.pointSize, 18)
    }

    @Test func anAccessibilityTextSizeScalesTheTitleAndLetsItWrap() throws {
        let shown = Shown()
        shown.window.headlessTraitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        let cell = try shown.cell(at: 0)
        #expect(abs(cell.titleLabel.font.pointSize - 18 * 40 / 17) < 0.0001)
        expectEqual(cell.titleLabel.font.fontName, "Georgia-Bold")
        expectEqual(cell.titleLabel.numberOfLines, 0)
        expectEqual(cell.badgeView.preferredSymbolConfiguration, UIImage.SymbolConfiguration(scale: .large))
        shown.window.headlessTraitOverrides = nil
        expectEqual(cell.titleLabel.font.pointSize, 18)
        expectEqual(cell.titleLabel.numberOfLines, 2)
    }

    @Test func cellsCreatedAfterTheSwitchStartWithTheWindowsTraits() throws {
        let shown = Shown()
        shown.window.headlessTraitOverrides = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.preferredContentSizeCategory = .accessibilityMedium
        }
        shown.screen.manager.memoryStorage.addItem(Headline(title: "Late edition", isBreaking: true))
        let cell = try shown.cell(at: 2)
        expectEqual(cell.titleLabel.text, "Late edition")
        #expect(abs(cell.titleLabel.font.pointSize - 18 * 28 / 17) < 0.0001)
        expectEqual(cell.titleLabel.numberOfLines, 0)
        expectEqual(components(cell.titleLabel.textColor, in: cell.titleLabel), [0.95, 0.95, 0.95, 1])
    }
}

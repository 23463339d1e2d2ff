import Expectations
import Foundation
import Testing
import UIKit

/// The recipe card screen, written for iOS, shown in a window and scrolled as a user would.
@MainActor @Suite struct RecipeCardScreenTests {
    /// The signature and header chunk of a 600×400 PNG: all HeadlessUIKit reads of a photo.
    static var photo: Data { Data([
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x02, 0x58, 0x00, 0x00, 0x01, 0x90, 0x08, 0x06, 0x00, 0x00, 0x00,
    ]) }

    @MainActor final class Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let screen = RecipeCardViewController(photoData: RecipeCardScreenTests.photo)

        init() {
            window.rootViewController = screen
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
    }

    @Test func theStackedContentSetsTheScrollableSize() {
        let shown = Shown()
        let screen = shown.screen
        expectEqual(screen.photoView.image?.size, CGSize(width: 300, height: 200))
        expectEqual(screen.stackView.frame.minY, 20)
        expectEqual(screen.stackView.frame.width, 300)
        expectEqual(screen.scrollView.contentSize.width, 300)
        expectEqual(screen.scrollView.contentSize.height, screen.stackView.frame.maxY + 20)
        #expect(screen.scrollView.contentSize.height > screen.scrollView.bounds.height)
    }

    @Test func theTitleIsRoundedBoldTitleOne() {
        let font = Shown().screen.titleLabel.font!
        expectEqual(font.familyName, ".AppleSystemUIFontRounded")
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        expectEqual(font.pointSize, UIFont.preferredFont(forTextStyle: .title1).pointSize)
    }

    @Test func theBadgeDrawsInsideItsInsetsAndTheButtonSaves() {
        let shown = Shown()
        let badge = shown.screen.badgeLabel
        badge.draw(badge.bounds)
        expectEqual(badge.headlessTextDrawingRect, badge.bounds.inset(by: badge.textInsets))
        let button = shown.screen.saveButton
        expectEqual(button.imageView?.preferredSymbolConfiguration, UIImage.SymbolConfiguration(weight: .semibold))
        #expect(button.titleLabel!.frame.minX > button.imageView!.frame.maxX)
        button.simulateTap()
        expectEqual(shown.screen.savedCount, 1)
    }

    @Test func theFooterLabelsFollowTheVisualFormat() {
        let shown = Shown()
        expectEqual(shown.screen.servingsLabel.frame.minX, 16)
        #expect(shown.screen.timeLabel.frame.minX >= shown.screen.servingsLabel.frame.maxX + 8)
        expectEqual(shown.screen.timeLabel.frame.midY, shown.screen.servingsLabel.frame.midY)
        expectEqual(shown.screen.notesView.sizeThatFits(.zero).width, 75)
    }
}

import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ButtonConfigurationTests {
    @Test func factoriesStartWithUIKitsDocumentedDefaults() {
        let configurations: [UIButton.Configuration] = [
            .plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(), .borderedTinted(), .borderedProminent(),
        ]
        for configuration in configurations {
            expectEqual(configuration.cornerStyle, .dynamic)
            expectEqual(configuration.buttonSize, .medium)
            expectEqual(configuration.imagePlacement, .leading)
            expectEqual(configuration.titleAlignment, .automatic)
            #expect(!configuration.showsActivityIndicator)
            #expect(configuration.title == nil && configuration.image == nil)
        }
        expectNotEqual(UIButton.Configuration.plain(), UIButton.Configuration.filled())
        expectEqual(UIButton.Configuration.gray(), UIButton.Configuration.gray())
    }

    @Test func attributedTitleSetsTheTitleAndATitleClearsIt() {
        var configuration = UIButton.Configuration.plain()
        configuration.attributedTitle = AttributedString("Buy now")
        expectEqual(configuration.title, "Buy now")
        configuration.title = "Buy"
        expectNil(configuration.attributedTitle)
        expectEqual(configuration.title, "Buy")
        configuration.attributedSubtitle = AttributedString("2 left")
        expectEqual(configuration.subtitle, "2 left")
    }

    @Test func contentInsetsAndPaddingsAreStoredAndCompared() {
        var configuration = UIButton.Configuration.bordered()
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        configuration.imagePadding = 6
        configuration.titlePadding = 2
        configuration.imagePlacement = .trailing
        var other = configuration
        expectEqual(other, configuration)
        other.setDefaultContentInsets()
        expectEqual(other.contentInsets, .zero)
        expectNotEqual(other, configuration)
    }

    @Test func buttonShowsTheConfigurationsTitleSubtitleAndImage() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add"
        configuration.subtitle = "to basket"
        configuration.image = UIImage(systemName: "plus")
        let button = UIButton(configuration: configuration)

        expectEqual(button.buttonType, .system)
        expectEqual(button.titleLabel?.text, "Add")
        expectEqual(button.subtitleLabel?.text, "to basket")
        expectEqual(button.imageView?.image, UIImage(systemName: "plus"))
        expectEqual(button.currentTitle, "Add")
        expectEqual(button.titleLabel?.textColor, .white)
    }

    @Test func foregroundColorFollowsTheStyleUnlessSet() {
        let plain = UIButton(configuration: .plain())
        expectEqual(plain.currentTitleColor, plain.tintColor)
        var configuration = UIButton.Configuration.borderedProminent()
        expectEqual(UIButton(configuration: configuration).currentTitleColor, .white)
        configuration.baseForegroundColor = .systemRed
        expectEqual(UIButton(configuration: configuration).currentTitleColor, .systemRed)
    }

    @Test func perStateValuesTakePrecedenceOverTheConfiguration() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "From configuration"
        let button = UIButton(configuration: configuration)
        button.setTitle("Set for normal", for: .normal)
        expectEqual(button.titleLabel?.text, "Set for normal")
    }

    @Test func activityIndicatorReplacesTheImage() {
        var configuration = UIButton.Configuration.gray()
        configuration.image = UIImage(systemName: "arrow.down")
        let button = UIButton(configuration: configuration)
        button.configuration?.showsActivityIndicator = true
        expectNil(button.imageView?.image)
    }

    @Test func updateHandlerRunsAtTheNextLayoutPassAfterStateChanges() {
        let button = UIButton(configuration: .tinted())
        var handled: [Bool] = []
        button.configurationUpdateHandler = { button in
            handled.append(button.isSelected)
            button.configuration?.title = button.isSelected ? "Following" : "Follow"
        }
        #expect(handled.isEmpty)
        button.layoutIfNeeded()
        expectEqual(handled, [false])
        expectEqual(button.titleLabel?.text, "Follow")

        button.isSelected = true
        expectEqual(button.titleLabel?.text, "Follow")
        button.layoutIfNeeded()
        expectEqual(handled, [false, true])
        expectEqual(button.titleLabel?.text, "Following")

        button.layoutIfNeeded()
        expectEqual(handled.count, 2)
    }

    @Test func updateConfigurationRunsBeforeTheHandlerAndCanBeSkipped() {
        final class CountingButton: UIButton {
            var log: [String] = []
            override func updateConfiguration() {
                log.append("updateConfiguration")
                super.updateConfiguration()
            }
        }
        let button = CountingButton(configuration: .plain())
        button.configurationUpdateHandler = { ($0 as? CountingButton)?.log.append("handler") }
        button.automaticallyUpdatesConfiguration = false
        button.layoutIfNeeded()
        expectEqual(button.log, ["updateConfiguration", "handler"])
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        expectEqual(button.log.count, 4)
    }

    @Test func tapWithChangesSelectionTogglesBeforeThePrimaryActionAndUpdates() {
        var selectedInAction: [Bool] = []
        let button = UIButton(configuration: .bordered(), primaryAction: UIAction { action in
            selectedInAction.append((action.sender as? UIButton)?.isSelected ?? false)
        })
        button.changesSelectionAsPrimaryAction = true
        button.configurationUpdateHandler = { $0.configuration?.title = $0.isSelected ? "On" : "Off" }

        button.simulateTap()
        #expect(button.isSelected)
        expectEqual(selectedInAction, [true])
        expectEqual(button.titleLabel?.text, "On")

        button.simulateTap()
        #expect(!button.isSelected)
        expectEqual(button.titleLabel?.text, "Off")
    }

    @Test func tapOnAButtonShowingItsMenuSendsNoPrimaryAction() {
        var primary = 0
        let button = UIButton(configuration: .plain(), primaryAction: UIAction { _ in primary += 1 })
        button.menu = UIMenu(children: [UIAction(title: "Share") { _ in }])
        button.showsMenuAsPrimaryAction = true
        button.simulateTap()
        expectEqual(primary, 0)
        button.showsMenuAsPrimaryAction = false
        button.simulateTap()
        expectEqual(primary, 1)
    }

    @Test func textAttributesTransformersSetTheLabelsFontAndColor() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Checkout"
        configuration.subtitle = "3 items"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = .boldSystemFont(ofSize: 22)
            return outgoing
        }
        configuration.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.foregroundColor = incoming.foregroundColor?.withAlphaComponent(0.5)
            return outgoing
        }
        let button = UIButton(configuration: configuration)

        expectEqual(button.titleLabel?.font, .boldSystemFont(ofSize: 22))
        expectEqual(button.titleLabel?.textColor, .white)
        expectEqual(button.subtitleLabel?.textColor, UIColor.white.withAlphaComponent(0.5))
        expectEqual(button.subtitleLabel?.font, .systemFont(ofSize: 17))
        #expect(button.intrinsicContentSize.height > UIButton(configuration: .filled()).intrinsicContentSize.height)
    }

    @Test func attributedTitleRunsGiveTheTitleItsFontBeforeTheTransformer() {
        var configuration = UIButton.Configuration.plain()
        var title = AttributedString("Delete")
        title.font = .systemFont(ofSize: 13)
        title.foregroundColor = .systemRed
        configuration.attributedTitle = title
        let button = UIButton(configuration: configuration)
        expectEqual(button.titleLabel?.font, .systemFont(ofSize: 13))
        expectEqual(button.titleLabel?.textColor, .systemRed)

        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = incoming.font.map { .systemFont(ofSize: $0.pointSize * 2) }
            return outgoing
        }
        button.configuration = configuration
        expectEqual(button.titleLabel?.font, .systemFont(ofSize: 26))
        button.setTitleColor(.systemBlue, for: .normal)
        expectEqual(button.titleLabel?.textColor, .systemBlue)
    }

    @Test func transformersCompareByIdentityAndTheNewerPropertiesAreKept() {
        let bold = UIConfigurationTextAttributesTransformer { $0 }
        var configuration = UIButton.Configuration.bordered()
        configuration.titleTextAttributesTransformer = bold
        var other = configuration
        expectEqual(other, configuration)
        other.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { $0 }
        expectNotEqual(other, configuration)

        expectEqual(configuration.indicator, .automatic)
        expectEqual(configuration.imageReservation, 0)
        expectEqual(configuration.titleLineBreakMode, .byWordWrapping)
        configuration.indicator = .popup
        configuration.imageReservation = 24
        configuration.indicatorColorTransformer = .grayscale
        let symbol = UIImage.SymbolConfiguration(pointSize: 20)
        configuration.preferredSymbolConfigurationForImage = symbol
        configuration.image = UIImage(systemName: "chevron.down")
        let button = UIButton(configuration: configuration)
        expectEqual(button.imageView?.preferredSymbolConfiguration, symbol)
        expectEqual(button.configuration?.indicator, .popup)
        expectEqual(button.configuration?.imageReservation, 24)
        #expect(!button.isHovered && !button.isHeld)
        expectEqual(button.preferredMenuElementOrder, .automatic)
    }

    @Test func glassConfigurationsTakeTheirForegroundFromTheirProminence() {
        let tint = UIColor.systemIndigo
        for (configuration, foreground) in [
            (UIButton.Configuration.glass(), tint), (.clearGlass(), tint), (.prominentGlass(), .white), (.prominentClearGlass(), .white),
        ] {
            var configuration = configuration
            configuration.title = "Done"
            let button = UIButton(configuration: configuration)
            button.tintColor = tint
            expectEqual(button.titleLabel?.textColor, foreground)
        }
        expectNotEqual(UIButton.Configuration.glass(), UIButton.Configuration.clearGlass())
    }

    @Test func primaryActionGivesTheConfigurationItsTitleAndImage() {
        let action = UIAction(title: "Play", image: UIImage(systemName: "play.fill")) { _ in }
        let button = UIButton(configuration: .borderedProminent(), primaryAction: action)
        expectEqual(button.configuration?.title, "Play")
        expectEqual(button.configuration?.image, UIImage(systemName: "play.fill"))
        expectEqual(button.titleLabel?.text, "Play")

        let untitled = UIButton(configuration: .plain(), primaryAction: UIAction { _ in })
        expectNil(untitled.configuration?.title)
        expectNil(UIButton(type: .system).subtitleLabel)
        expectNotNil(untitled.subtitleLabel)
    }

    @Test func systemButtonCreatesASubclassWithImageAndTarget() {
        final class CartButton: UIButton {}
        let target = BuyTarget()
        let button = CartButton.systemButton(with: UIImage(systemName: "cart")!, target: target, action: Selector("buyTapped:"))
        #expect(type(of: button) == CartButton.self)
        expectEqual(button.buttonType, .system)
        expectEqual(button.currentImage, UIImage(systemName: "cart"))
        expectEqual(button.actions(forTarget: target, forControlEvent: .touchUpInside), ["buyTapped:"])
    }
}

import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ButtonConfigurationTests {
    @Test func factoriesStartWithUIKitsDocumentedDefaults() {
        let configurations: [UIButton.Configuration] = [
            .plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(), .borderedTinted(), .borderedProminent(),
        ]
        for configuration in configurations {
            #expect(configuration.cornerStyle == .dynamic)
            #expect(configuration.buttonSize == .medium)
            #expect(configuration.imagePlacement == .leading)
            #expect(configuration.titleAlignment == .automatic)
            #expect(!configuration.showsActivityIndicator)
            #expect(configuration.title == nil && configuration.image == nil)
        }
        #expect(UIButton.Configuration.plain() != UIButton.Configuration.filled())
        #expect(UIButton.Configuration.gray() == UIButton.Configuration.gray())
    }

    @Test func attributedTitleSetsTheTitleAndATitleClearsIt() {
        var configuration = UIButton.Configuration.plain()
        configuration.attributedTitle = AttributedString("Buy now")
        #expect(configuration.title == "Buy now")
        configuration.title = "Buy"
        #expect(configuration.attributedTitle == nil)
        #expect(configuration.title == "Buy")
        configuration.attributedSubtitle = AttributedString("2 left")
        #expect(configuration.subtitle == "2 left")
    }

    @Test func contentInsetsAndPaddingsAreStoredAndCompared() {
        var configuration = UIButton.Configuration.bordered()
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        configuration.imagePadding = 6
        configuration.titlePadding = 2
        configuration.imagePlacement = .trailing
        var other = configuration
        #expect(other == configuration)
        other.setDefaultContentInsets()
        #expect(other.contentInsets == .zero)
        #expect(other != configuration)
    }

    @Test func buttonShowsTheConfigurationsTitleSubtitleAndImage() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add"
        configuration.subtitle = "to basket"
        configuration.image = UIImage(systemName: "plus")
        let button = UIButton(configuration: configuration)

        #expect(button.buttonType == .system)
        #expect(button.titleLabel?.text == "Add")
        #expect(button.subtitleLabel?.text == "to basket")
        #expect(button.imageView?.image == UIImage(systemName: "plus"))
        #expect(button.currentTitle == "Add")
        #expect(button.titleLabel?.textColor == .white)
    }

    @Test func foregroundColorFollowsTheStyleUnlessSet() {
        let plain = UIButton(configuration: .plain())
        #expect(plain.currentTitleColor == plain.tintColor)
        var configuration = UIButton.Configuration.borderedProminent()
        #expect(UIButton(configuration: configuration).currentTitleColor == .white)
        configuration.baseForegroundColor = .systemRed
        #expect(UIButton(configuration: configuration).currentTitleColor == .systemRed)
    }

    @Test func perStateValuesTakePrecedenceOverTheConfiguration() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "From configuration"
        let button = UIButton(configuration: configuration)
        button.setTitle("Set for normal", for: .normal)
        #expect(button.titleLabel?.text == "Set for normal")
    }

    @Test func activityIndicatorReplacesTheImage() {
        var configuration = UIButton.Configuration.gray()
        configuration.image = UIImage(systemName: "arrow.down")
        let button = UIButton(configuration: configuration)
        button.configuration?.showsActivityIndicator = true
        #expect(button.imageView?.image == nil)
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
        #expect(handled == [false])
        #expect(button.titleLabel?.text == "Follow")

        button.isSelected = true
        #expect(button.titleLabel?.text == "Follow")
        button.layoutIfNeeded()
        #expect(handled == [false, true])
        #expect(button.titleLabel?.text == "Following")

        button.layoutIfNeeded()
        #expect(handled.count == 2)
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
        #expect(button.log == ["updateConfiguration", "handler"])
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(button.log.count == 4)
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
        #expect(selectedInAction == [true])
        #expect(button.titleLabel?.text == "On")

        button.simulateTap()
        #expect(!button.isSelected)
        #expect(button.titleLabel?.text == "Off")
    }

    @Test func tapOnAButtonShowingItsMenuSendsNoPrimaryAction() {
        var primary = 0
        let button = UIButton(configuration: .plain(), primaryAction: UIAction { _ in primary += 1 })
        button.menu = UIMenu(children: [UIAction(title: "Share") { _ in }])
        button.showsMenuAsPrimaryAction = true
        button.simulateTap()
        #expect(primary == 0)
        button.showsMenuAsPrimaryAction = false
        button.simulateTap()
        #expect(primary == 1)
    }

    @Test func systemButtonCreatesASubclassWithImageAndTarget() {
        final class CartButton: UIButton {}
        let target = BuyTarget()
        let button = CartButton.systemButton(with: UIImage(systemName: "cart")!, target: target, action: Selector("buyTapped:"))
        #expect(type(of: button) == CartButton.self)
        #expect(button.buttonType == .system)
        #expect(button.currentImage == UIImage(systemName: "cart"))
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["buyTapped:"])
    }
}

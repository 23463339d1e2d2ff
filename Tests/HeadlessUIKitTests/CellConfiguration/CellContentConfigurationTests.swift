import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct CellContentConfigurationTests {
    @Test func defaultContentConfigurationShowsItsText() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Soup"
        content.secondaryText = "10 min"
        cell.contentConfiguration = content

        expectEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "Soup")
        let contentView = try #require(cell.contentView as? UIListContentView)
        expectIdentical(contentView.superview, cell)
        expectEqual(contentView.labelTexts, ["Soup", "10 min"])
        #expect(cell.textLabel == nil && cell.detailTextLabel == nil && cell.imageView == nil)
    }

    @Test func defaultConfigurationFollowsTheCellStyle() {
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        #expect(!subtitle.prefersSideBySideTextAndSecondaryText)
        expectEqual(subtitle, UIListContentConfiguration.subtitleCell())
    }

    @Test func compatibleConfigurationIsAppliedToTheSameContentView() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = UIListContentConfiguration.cell()
        content.text = "One"
        cell.contentConfiguration = content
        let contentView = cell.contentView
        content.text = "Two"
        content.image = UIImage(named: "star")
        cell.contentConfiguration = content

        expectIdentical(cell.contentView, contentView)
        #expect(contentView.subviews.first is UIImageView)
        expectEqual(contentView.labelTexts, ["Two"])
    }

    @Test func configurationOfAnotherKindReplacesTheContentView() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = UIListContentConfiguration.cell()
        cell.contentConfiguration = BadgeConfiguration(count: 3)
        let badgeView = try #require(cell.contentView as? BadgeContentView)
        cell.contentConfiguration = BadgeConfiguration(count: 4)

        expectIdentical(cell.contentView, badgeView)
        expectEqual(badgeView.applied, 1)
        expectEqual((badgeView.configuration as? BadgeConfiguration)?.count, 4)
        #expect(cell.subviews.filter { $0 is UIListContentView }.isEmpty)
    }

    @Test func removingTheConfigurationBringsBackAnEmptyContentViewAndTheStandardLabels() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "old"
        cell.contentConfiguration = UIListContentConfiguration.cell()
        cell.contentConfiguration = nil

        #expect(!(cell.contentView is UIListContentView))
        #expect(cell.contentView.subviews.isEmpty)
        expectNil(cell.textLabel?.text)
        expectEqual(cell.contentView.subviews.count, 1)
    }

    @Test func listContentViewShowsTransformedTextAndKeepsAppSubviews() {
        var content = UIListContentConfiguration.header()
        content.text = "Recent"
        content.textProperties.transform = .uppercase
        let view = UIListContentView(configuration: content)
        let badge = UIView()
        view.addSubview(badge)
        content.secondaryText = "3"
        view.configuration = content

        expectEqual(view.labelTexts, ["RECENT", "3"])
        expectIdentical(view.subviews.last, badge)
        #expect(view.supports(UIListContentConfiguration.cell()))
        #expect(!view.supports(BadgeConfiguration()))
    }

    @Test func appContentViewSupportsConfigurationsOfItsOwnType() {
        let view = BadgeContentView(configuration: BadgeConfiguration())
        #expect(view.supports(BadgeConfiguration(count: 9)))
        #expect(!view.supports(UIListContentConfiguration.cell()))
    }
}

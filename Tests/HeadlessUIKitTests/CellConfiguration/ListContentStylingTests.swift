import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A state type an app writes, as UIKit allows: it conforms with the protocol's requirements.
private struct ReorderState: UIConfigurationState {
    var traitCollection: UITraitCollection
    var isReordering = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

@MainActor @Suite struct ListContentStylingTests {
    @Test func factoriesGiveTheirStylesFontsAndColors() {
        let cell = UIListContentConfiguration.cell()
        expectEqual(cell.textProperties.font, .preferredFont(forTextStyle: .body))
        expectEqual(cell.textProperties.color, .label)
        expectEqual(cell.secondaryTextProperties.font, .preferredFont(forTextStyle: .subheadline))
        expectEqual(cell.secondaryTextProperties.color, .secondaryLabel)
        let value = UIListContentConfiguration.valueCell()
        expectEqual(value.secondaryTextProperties.font, .preferredFont(forTextStyle: .body))
        expectEqual(value.secondaryTextProperties.color, .secondaryLabel)
        expectEqual(UIListContentConfiguration.header().textProperties.font, .preferredFont(forTextStyle: .headline))
        let footer = UIListContentConfiguration.footer()
        expectEqual(footer.textProperties.font, .preferredFont(forTextStyle: .footnote))
        expectEqual(footer.textProperties.color, .secondaryLabel)
        expectEqual(UIListContentConfiguration.groupedHeader().textProperties, footer.textProperties)
        expectEqual(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font, .preferredFont(forTextStyle: .title3))
        expectEqual(UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font, .preferredFont(forTextStyle: .title2))
        expectEqual(cell.textProperties.lineBreakMode, .byTruncatingTail)
        expectEqual(cell.directionalLayoutMargins, .zero)
        expectNotEqual(cell, value)
    }

    @Test func colorTransformerResolvesTheTextColor() {
        var properties = UIListContentConfiguration.cell().textProperties
        expectNil(properties.colorTransformer)
        expectEqual(properties.resolvedColor(), .label)
        properties.color = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        properties.colorTransformer = .grayscale
        expectEqual(properties.resolvedColor(), UIColor(white: 0.299, alpha: 0.5))
        properties.colorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.25) }
        expectEqual(properties.resolvedColor(), UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))
        expectEqual(UIConfigurationColorTransformer.preferredTint(.systemRed), .systemRed)
        expectEqual(UIConfigurationColorTransformer.monochromeTint(.black), UIColor(white: 0, alpha: 1))
    }

    @Test func configurationsAreEqualWhenTheyHoldTheSameTransformer() {
        let fade = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        var first = UIListContentConfiguration.cell()
        first.textProperties.colorTransformer = fade
        var second = UIListContentConfiguration.cell()
        second.textProperties.colorTransformer = fade
        expectEqual(first, second)
        expectEqual(first.hashValue, second.hashValue)
        second.textProperties.colorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        expectNotEqual(first, second)
    }

    @Test func listContentViewShowsTheTextStylingOnItsLabels() throws {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Soup"
        content.secondaryText = "10 min"
        content.textProperties.font = .boldSystemFont(ofSize: 20)
        content.textProperties.color = .systemRed
        content.textProperties.colorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        content.textProperties.alignment = .center
        content.textProperties.lineBreakMode = .byWordWrapping
        content.secondaryTextProperties.numberOfLines = 2
        let view = UIListContentView(configuration: content)

        let labels = view.subviews.compactMap { $0 as? UILabel }
        let text = try #require(labels.first), secondary = try #require(labels.last)
        expectEqual(text.font, .boldSystemFont(ofSize: 20))
        expectEqual(text.textColor, UIColor.systemRed.withAlphaComponent(0.5))
        expectEqual(text.textAlignment, .center)
        expectEqual(text.lineBreakMode, .byWordWrapping)
        expectEqual(secondary.font, .preferredFont(forTextStyle: .subheadline))
        expectEqual(secondary.textColor, .secondaryLabel)
        #expect(secondary.textAlignment == .natural && secondary.lineBreakMode == .byTruncatingTail)
        expectEqual(secondary.numberOfLines, 2)
    }

    @Test func imageViewShowsTheResolvedTint() throws {
        let container = UIView()
        container.tintColor = .systemGreen
        var content = UIListContentConfiguration.cell()
        content.image = UIImage(systemName: "star")
        let view = UIListContentView(configuration: content)
        container.addSubview(view)
        let imageView = try #require(view.subviews.first as? UIImageView)
        expectEqual(imageView.tintColor, .systemGreen)

        content.imageProperties.tintColor = .systemPurple
        view.configuration = content
        expectEqual(imageView.tintColor, .systemPurple)

        content.imageProperties.tintColorTransformer = .grayscale
        view.configuration = content
        expectEqual(imageView.tintColor, content.imageProperties.resolvedTintColor(for: .systemGreen))
        expectEqual(content.imageProperties.resolvedTintColor(for: .systemGreen), UIConfigurationColorTransformer.grayscale(.systemPurple))
    }

    @Test func imagePropertiesResolveTheirStrokeAndReserveTheStandardDimension() {
        var image = UIListContentConfiguration.cell().imageProperties
        expectEqual(image.resolvedStrokeColor(for: .systemBlue), .systemBlue)
        image.strokeColor = .black
        image.strokeColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.1) }
        expectEqual(image.resolvedStrokeColor(for: .systemBlue), UIColor.black.withAlphaComponent(0.1))
        image.reservedLayoutSize = CGSize(width: UIListContentConfiguration.ImageProperties.standardDimension, height: 0)
        expectEqual(image.reservedLayoutSize.width, UIListContentConfiguration.ImageProperties.standardDimension)
    }

    @Test func layoutGuidesFollowTheContentAndItsLayout() throws {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Volume"
        content.secondaryText = "80%"
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        expectNil(view.imageLayoutGuide)
        expectEqual(view.directionalLayoutMargins, content.directionalLayoutMargins)

        view.layoutIfNeeded()

        let text = try #require(view.textLayoutGuide), secondary = try #require(view.secondaryTextLayoutGuide)
        #expect(view.layoutGuides.contains(text) && view.layoutGuides.contains(secondary))
        let lineHeight = content.textProperties.font.lineHeight
        expectEqual(text.layoutFrame, CGRect(x: 16, y: 22 - lineHeight / 2, width: 51, height: lineHeight))
        expectEqual(secondary.layoutFrame, CGRect(x: 374 - 25.5, y: 22 - lineHeight / 2, width: 25.5, height: lineHeight))
        expectEqual(view.subviews.compactMap { $0 as? UILabel }.map(\.frame), [text.layoutFrame, secondary.layoutFrame])
    }

    @Test func viewsPinnedToALayoutGuideArePlacedAndLoseTheirConstraintsWithTheGuide() throws {
        var content = UIListContentConfiguration.cell()
        content.text = "Inbox"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        let guide = try #require(view.textLayoutGuide)
        let pins = [
            badge.leadingAnchor.constraint(equalTo: guide.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ]
        NSLayoutConstraint.activate(pins)

        view.layoutIfNeeded()
        expectEqual(badge.frame, CGRect(x: guide.layoutFrame.maxX + 8, y: 12, width: 20, height: 20))

        content.text = nil
        view.configuration = content
        #expect(view.textLayoutGuide == nil && !view.layoutGuides.contains(guide))
        expectEqual(pins.filter(\.isActive), [pins[2], pins[3]])
    }

    @Test func backgroundConfigurationHasUIKitsDefaultsAndResolvesThroughItsTransformers() {
        var background = UIBackgroundConfiguration.listCell()
        expectEqual(background.backgroundInsets, .zero)
        expectEqual(background.edgesAddingLayoutMarginsToBackgroundInsets, [])
        expectEqual(background.imageContentMode, .scaleToFill)
        expectEqual(background.shadowProperties.color, .black)
        #expect(background.shadowProperties.opacity == 0 && background.shadowProperties.radius == 0)
        expectEqual(background.shadowProperties.offset, .zero)
        expectEqual(background.resolvedBackgroundColor(for: .systemBlue), .systemBlue)

        background.backgroundColor = .systemRed
        background.backgroundColorTransformer = .grayscale
        background.strokeColorTransformer = UIConfigurationColorTransformer { _ in .systemOrange }
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        background.shadowProperties.opacity = 0.3

        expectEqual(background.resolvedBackgroundColor(for: .systemBlue), UIConfigurationColorTransformer.grayscale(.systemRed))
        expectEqual(background.resolvedStrokeColor(for: .systemBlue), .systemOrange)
        expectNotEqual(background, UIBackgroundConfiguration.listCell())
        var copy = background
        expectEqual(copy, background)
        copy.backgroundInsets.top = 5
        expectNotEqual(copy, background)
    }

    @Test func directionalRectEdgesHaveUIKitsRawValues() {
        #expect(NSDirectionalRectEdge.top.rawValue == 1 && NSDirectionalRectEdge.leading.rawValue == 2)
        #expect(NSDirectionalRectEdge.bottom.rawValue == 4 && NSDirectionalRectEdge.trailing.rawValue == 8)
        expectEqual(NSDirectionalRectEdge.all.rawValue, 15)
    }

    @Test func statesCarryATraitCollectionAndAppsCanWriteTheirOwn() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        expectEqual(cell.configurationState.traitCollection, UITraitCollection())
        expectEqual(UICellConfigurationState(traitCollection: UITraitCollection()), cell.configurationState)
        expectEqual(UIViewConfigurationState(traitCollection: UITraitCollection()).isSelected, false)

        var state = ReorderState(traitCollection: UITraitCollection())
        state.isReordering = true
        let content = UIListContentConfiguration.cell()
        expectEqual(content.updated(for: state), content)
        expectEqual(UIBackgroundConfiguration.listCell().updated(for: state), .listCell())
    }
}

import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct DynamicTypeTests {
    static func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    nonisolated static let bodySizes: [(UIContentSizeCategory, CGFloat)] = [
        (.extraSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19), (.extraExtraLarge, 21),
        (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28), (.accessibilityLarge, 33),
        (.accessibilityExtraLarge, 40), (.accessibilityExtraExtraLarge, 47), (.accessibilityExtraExtraExtraLarge, 53),
    ]

    @Test(arguments: bodySizes)
    func bodyFollowsAppleDynamicTypeTable(category: UIContentSizeCategory, size: CGFloat) {
        let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: Self.traits(category))
        expectEqual(font.pointSize, size)
        expectEqual(font.headlessTextStyle, .body)
    }

    @Test func otherStylesScaleAlongTheirOwnCurves() {
        let ax5 = Self.traits(.accessibilityExtraExtraExtraLarge)
        expectEqual(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: ax5).pointSize, 60)
        expectEqual(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: ax5).pointSize, 40)
        expectEqual(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: Self.traits(.extraSmall)).pointSize, 11)
        expectEqual(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: ax5).headlessWeight, .semibold)
    }

    @Test func preferredFontWithoutTraitsUsesTheCurrentCollection() {
        expectEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        var scaled: CGFloat = 0
        Self.traits(.extraExtraExtraLarge).performAsCurrent {
            scaled = UIFont.preferredFont(forTextStyle: .body).pointSize
        }
        expectEqual(scaled, 23)
        expectEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize, 17)
    }

    @Test func fontMetricsScaleFontsAndValuesByTheStylesRatio() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let custom = UIFont(name: "Avenir-Heavy", size: 34)!
        let ax1 = Self.traits(.accessibilityMedium)
        let scaled = metrics.scaledFont(for: custom, compatibleWith: ax1)
        #expect(isClose(scaled.pointSize, 34.0 * 28 / 17))
        expectEqual(scaled.fontName, "Avenir-Heavy")
        expectEqual(metrics.scaledFont(for: custom, maximumPointSize: 40, compatibleWith: ax1).pointSize, 40)
        #expect(isClose(metrics.scaledValue(for: 10, compatibleWith: ax1), 10.0 * 28 / 17))
        expectEqual(UIFontMetrics.default.scaledValue(for: 10), 10)
        expectEqual(metrics.scaledFont(for: custom).pointSize, 34)
        expectEqual(metrics.scaledFont(for: custom, maximumPointSize: 20).pointSize, 20)
        expectEqual(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28, compatibleWith: Self.traits(.extraSmall)), 25)
    }

    @Test func labelsAdjustingToTheTextSizeRescaleWhenTheWindowsTextSizeChanges() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let styled = UILabel()
        styled.adjustsFontForContentSizeCategory = true
        styled.font = .preferredFont(forTextStyle: .body)
        let custom = UILabel()
        custom.adjustsFontForContentSizeCategory = true
        custom.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 20, weight: .bold), maximumPointSize: 50)
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        for label in [styled, custom, fixed] { window.addSubview(label) }
        window.headlessTraitOverrides = Self.traits(.accessibilityExtraLarge)
        expectEqual(styled.font.pointSize, 40)
        expectEqual(styled.font.headlessTextStyle, .body)
        #expect(isClose(custom.font.pointSize, 20.0 * 40 / 17))
        expectEqual(custom.font.headlessWeight, .bold)
        expectEqual(fixed.font.pointSize, 17)
        window.headlessTraitOverrides = Self.traits(.accessibilityExtraExtraExtraLarge)
        expectEqual(custom.font.pointSize, 50)
        window.headlessTraitOverrides = nil
        expectEqual(styled.font.pointSize, 17)
        expectEqual(custom.font.pointSize, 20)
    }

    @Test func labelsAdjustAFontSetWhileInALargeTextWindow() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.headlessTraitOverrides = Self.traits(.accessibilityMedium)
        let label = UILabel()
        window.addSubview(label)
        label.font = .preferredFont(forTextStyle: .body)
        expectEqual(label.font.pointSize, 17)
        label.adjustsFontForContentSizeCategory = true
        expectEqual(label.font.pointSize, 28)
        label.font = .preferredFont(forTextStyle: .footnote)
        expectEqual(label.font.pointSize, 23)
        expectEqual(label.intrinsicContentSize, .zero)
        let adjusting: any UIContentSizeCategoryAdjusting = label
        #expect(adjusting.adjustsFontForContentSizeCategory)
    }

    @Test func textFieldsAndTextViewsAdjustingToTheTextSizeRescaleAsLabelsDo() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let field = UITextField()
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .callout)
        textView.adjustsFontForContentSizeCategory = true
        let fixedField = UITextField()
        fixedField.font = .preferredFont(forTextStyle: .body)
        for view in [field, textView, fixedField] { window.addSubview(view) }

        window.headlessTraitOverrides = Self.traits(.accessibilityExtraLarge)

        expectEqual(field.font?.pointSize, 40)
        expectEqual(textView.font, .preferredFont(forTextStyle: .callout, compatibleWith: Self.traits(.accessibilityExtraLarge)))
        expectEqual(fixedField.font?.pointSize, 17)
        let adjusting: [any UIContentSizeCategoryAdjusting] = [field, textView]
        expectEqual(adjusting.map(\.adjustsFontForContentSizeCategory), [true, true])
        window.headlessTraitOverrides = nil
        expectEqual(field.font?.pointSize, 17)
    }

    @Test func listContentTextFollowsTheTextSizeWhenItsPropertiesSaySo() throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Groceries"
        configuration.secondaryText = "Milk, eggs"
        configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
        configuration.textProperties.adjustsFontForContentSizeCategory = true
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        let content = UIListContentView(configuration: configuration)
        window.addSubview(content)

        window.headlessTraitOverrides = Self.traits(.accessibilityExtraLarge)

        let labels = content.subviews.compactMap { $0 as? UILabel }
        let title = try #require(labels.first { $0.text == "Groceries" })
        let subtitle = try #require(labels.first { $0.text == "Milk, eggs" })
        #expect(title.adjustsFontForContentSizeCategory)
        expectEqual(title.font.pointSize, 40)
        expectEqual(subtitle.font.pointSize, 15)
    }

    @Test func standardSizesAndMonospacedFontsMatchUIKit() {
        expectEqual(UIFont.labelFontSize, 17)
        expectEqual(UIFont.buttonFontSize, 18)
        expectEqual(UIFont.systemFontSize, 14)
        expectEqual(UIFont.smallSystemFontSize, 12)
        let mono = UIFont.monospacedSystemFont(ofSize: 13, weight: .medium)
        expectEqual(mono.pointSize, 13)
        expectEqual(mono.headlessWeight, .medium)
        expectNotEqual(mono, UIFont.systemFont(ofSize: 13, weight: .medium))
    }
}

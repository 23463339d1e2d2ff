import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct LabelTests {
    @Test func labelStartsWithUIKitsDefaults() {
        let label = UILabel()
        expectEqual(label.font, UIFont.systemFont(ofSize: 17))
        expectEqual(label.textColor, .label)
        expectEqual(label.textAlignment, .natural)
        expectEqual(label.lineBreakMode, .byTruncatingTail)
        expectEqual(label.numberOfLines, 1)
        #expect(!label.isUserInteractionEnabled)
        label.textColor = .systemRed
        label.textColor = nil
        expectEqual(label.textColor, .label)
    }

    @Test func textAndAttributedTextFollowEachOther() {
        let label = UILabel()
        label.text = "Plain"
        expectEqual(label.attributedText?.string, "Plain")
        label.attributedText = NSAttributedString(string: "Styled")
        expectEqual(label.text, "Styled")
        label.text = nil
        expectNil(label.attributedText)
    }

    @Test func intrinsicSizeFollowsTheTextMetricsModel() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = "12345678"
        expectEqual(label.intrinsicContentSize, CGSize(width: 40, height: 12))
        label.text = "1234\n12345678"
        label.numberOfLines = 0
        expectEqual(label.intrinsicContentSize, CGSize(width: 40, height: 24))
        label.text = ""
        expectEqual(label.intrinsicContentSize, .zero)
    }

    @Test func sizeThatFitsWrapsAtTheWidthUpToTheLineLimit() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = String(repeating: "x", count: 20)
        label.numberOfLines = 0
        expectEqual(label.sizeThatFits(CGSize(width: 25, height: 1000)), CGSize(width: 25, height: 48))
        label.numberOfLines = 2
        expectEqual(label.sizeThatFits(CGSize(width: 25, height: 1000)), CGSize(width: 25, height: 24))
        label.sizeToFit()
        expectEqual(label.frame.size, CGSize(width: 100, height: 12))
    }

    @Test func selfSizingReadsTheLabelWrappedAtARequiredWidth() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = String(repeating: "x", count: 20)
        label.numberOfLines = 0
        let size = label.systemLayoutSizeFitting(
            CGSize(width: 50, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        )
        expectEqual(size, CGSize(width: 50, height: 24))
        expectEqual(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 100, height: 12))
    }
}

@MainActor @Suite struct ImageTests {
    @Test func namedAndSymbolImagesKeepTheirNames() throws {
        let asset = try #require(UIImage(named: "avatar"))
        let symbol = try #require(UIImage(systemName: "star.fill"))
        #expect(asset.headlessName == "avatar" && !asset.isSymbolImage)
        #expect(symbol.headlessName == "star.fill" && symbol.isSymbolImage)
        expectEqual(UIImage(named: "avatar"), asset)
        expectNotEqual(UIImage(systemName: "avatar"), asset)
        expectEqual(UIImage(named: "avatar", in: .main, compatibleWith: UITraitCollection())?.headlessBundle, .main)
    }

    @Test func renderingModeAndTintMakeDistinctVariants() throws {
        let symbol = try #require(UIImage(systemName: "heart"))
        let template = symbol.withRenderingMode(.alwaysTemplate)
        let tinted = symbol.withTintColor(.systemPink)
        expectEqual(symbol.renderingMode, .automatic)
        #expect(template.renderingMode == .alwaysTemplate && template.headlessName == "heart")
        #expect(tinted.renderingMode == .alwaysOriginal && tinted.headlessTintColor == .systemPink)
        expectNotEqual(template, symbol)
        expectEqual(symbol.withTintColor(.systemPink, renderingMode: .alwaysTemplate).renderingMode, .alwaysTemplate)
    }

    @Test func imageViewShowsItsImagesAndTint() {
        let imageView = UIImageView(image: UIImage(systemName: "bell"), highlightedImage: UIImage(systemName: "bell.fill"))
        imageView.tintColor = .systemOrange
        imageView.contentMode = .scaleAspectFit
        expectEqual(imageView.image?.headlessName, "bell")
        expectEqual(imageView.highlightedImage?.headlessName, "bell.fill")
        expectEqual(imageView.tintColor, .systemOrange)
        expectEqual(imageView.contentMode, .scaleAspectFit)
        #expect(!imageView.isUserInteractionEnabled)
        expectEqual(UIImageView().intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}

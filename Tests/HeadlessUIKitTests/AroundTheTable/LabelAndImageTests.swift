import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct LabelTests {
    @Test func labelStartsWithUIKitsDefaults() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.numberOfLines == 1)
        #expect(!label.isUserInteractionEnabled)
        label.textColor = .systemRed
        label.textColor = nil
        #expect(label.textColor == .label)
    }

    @Test func textAndAttributedTextFollowEachOther() {
        let label = UILabel()
        label.text = "Plain"
        #expect(label.attributedText?.string == "Plain")
        label.attributedText = NSAttributedString(string: "Styled")
        #expect(label.text == "Styled")
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test func intrinsicSizeFollowsTheTextMetricsModel() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = "12345678"
        #expect(label.intrinsicContentSize == CGSize(width: 40, height: 12))
        label.text = "1234\n12345678"
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 40, height: 24))
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func sizeThatFitsWrapsAtTheWidthUpToTheLineLimit() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = String(repeating: "x", count: 20)
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 25, height: 1000)) == CGSize(width: 25, height: 48))
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 25, height: 1000)) == CGSize(width: 25, height: 24))
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 100, height: 12))
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
        #expect(size == CGSize(width: 50, height: 24))
        #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 12))
    }
}

@MainActor @Suite struct ImageTests {
    @Test func namedAndSymbolImagesKeepTheirNames() throws {
        let asset = try #require(UIImage(named: "avatar"))
        let symbol = try #require(UIImage(systemName: "star.fill"))
        #expect(asset.headlessName == "avatar" && !asset.isSymbolImage)
        #expect(symbol.headlessName == "star.fill" && symbol.isSymbolImage)
        #expect(UIImage(named: "avatar") == asset)
        #expect(UIImage(systemName: "avatar") != asset)
        #expect(UIImage(named: "avatar", in: .main, compatibleWith: UITraitCollection())?.headlessBundle == .main)
    }

    @Test func renderingModeAndTintMakeDistinctVariants() throws {
        let symbol = try #require(UIImage(systemName: "heart"))
        let template = symbol.withRenderingMode(.alwaysTemplate)
        let tinted = symbol.withTintColor(.systemPink)
        #expect(symbol.renderingMode == .automatic)
        #expect(template.renderingMode == .alwaysTemplate && template.headlessName == "heart")
        #expect(tinted.renderingMode == .alwaysOriginal && tinted.headlessTintColor == .systemPink)
        #expect(template != symbol)
        #expect(symbol.withTintColor(.systemPink, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
    }

    @Test func imageViewShowsItsImagesAndTint() {
        let imageView = UIImageView(image: UIImage(systemName: "bell"), highlightedImage: UIImage(systemName: "bell.fill"))
        imageView.tintColor = .systemOrange
        imageView.contentMode = .scaleAspectFit
        #expect(imageView.image?.headlessName == "bell")
        #expect(imageView.highlightedImage?.headlessName == "bell.fill")
        #expect(imageView.tintColor == .systemOrange)
        #expect(imageView.contentMode == .scaleAspectFit)
        #expect(!imageView.isUserInteractionEnabled)
        #expect(UIImageView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}

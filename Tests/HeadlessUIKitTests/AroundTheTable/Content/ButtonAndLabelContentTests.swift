import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ButtonContentRectTests {
    @Test func contentEdgeInsetsGrowTheIntrinsicSizeButTitleAndImageInsetsDoNot() {
        let button = UIButton(type: .system)
        button.setTitle("1234", for: .normal)
        let plain = button.intrinsicContentSize
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
        expectEqual(button.intrinsicContentSize, plain)
        button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        expectEqual(button.intrinsicContentSize, CGSize(width: plain.width + 24, height: plain.height + 12))
    }

    @Test func layoutPlacesImageThenTitleCentredAndMovedByTheirInsets() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        button.setImage(UIImage(data: ImageFileHeaders.png40x30), for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 10)
        button.setTitle("12345678", for: .normal)
        button.layoutIfNeeded()
        // The image is 40 wide, the title 8 × 5 = 40: the pair spans 80, from x = 60.
        expectEqual(button.imageView?.frame, CGRect(x: 60, y: 7, width: 40, height: 30))
        expectEqual(button.titleLabel?.frame, CGRect(x: 100, y: 16, width: 40, height: 12))
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        button.layoutIfNeeded()
        expectEqual(button.contentRect(forBounds: button.bounds), CGRect(x: 20, y: 0, width: 180, height: 44))
        expectEqual(button.titleLabel?.frame, CGRect(x: 120, y: 16, width: 40, height: 12))
        expectEqual(button.backgroundRect(forBounds: button.bounds), button.bounds)
    }

    @Test func legacyFlagsStartAsInUIKit() {
        let button = UIButton(type: .custom)
        #expect(button.adjustsImageWhenHighlighted)
        #expect(button.adjustsImageWhenDisabled)
        #expect(!button.isPointerInteractionEnabled)
        expectEqual(button.contentEdgeInsets, .zero)
    }

    @Test func preferredSymbolConfigurationFollowsTheStateIntoTheImageView() {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "heart"), for: .normal)
        let normal = UIImage.SymbolConfiguration(pointSize: 17)
        let selected = UIImage.SymbolConfiguration(weight: .bold)
        button.setPreferredSymbolConfiguration(normal, forImageIn: .normal)
        button.setPreferredSymbolConfiguration(selected, forImageIn: .selected)
        expectEqual(button.currentPreferredSymbolConfiguration, normal)
        expectEqual(button.imageView?.preferredSymbolConfiguration, normal)
        button.isSelected = true
        expectEqual(button.currentPreferredSymbolConfiguration, selected)
        expectEqual(button.imageView?.preferredSymbolConfiguration, selected)
        expectEqual(button.preferredSymbolConfigurationForImage(in: .highlighted), normal)
    }
}

@MainActor @Suite struct LabelShadowAndDrawingTests {
    @Test func shadowAndBaselineStartAsInUIKit() {
        let label = UILabel()
        expectNil(label.shadowColor)
        expectEqual(label.shadowOffset, CGSize(width: 0, height: -1))
        expectEqual(label.baselineAdjustment, .alignBaselines)
        label.shadowColor = .black
        label.baselineAdjustment = .alignCenters
        expectEqual(label.shadowColor, .black)
        expectEqual(UIBaselineAdjustment(rawValue: 2), UIBaselineAdjustment.none)
    }

    @Test func drawingPassesTheRectangleToDrawText() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        expectNil(label.headlessTextDrawingRect)
        label.draw(label.bounds)
        expectEqual(label.headlessTextDrawingRect, label.bounds)
    }
}

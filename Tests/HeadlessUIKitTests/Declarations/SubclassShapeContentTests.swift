import Expectations
import Foundation
import HeadlessUIKit
import Testing

// Subclass shapes apps write for content views: inset labels, buttons with the image on the
// right, image views that observe their animation. That this file compiles is the first half of
// the test.

/// A label drawing its text inset, and sizing to the inset text.
private final class InsetLabel: UILabel {
    var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}

/// A button with its image right of its title, by the content rectangles.
private final class TrailingImageButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        var frame = super.titleRect(forContentRect: contentRect)
        frame.origin.x = contentRect.minX
        return frame
    }

    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        var frame = super.imageRect(forContentRect: contentRect)
        frame.origin.x = contentRect.maxX - frame.width
        return frame
    }

    override func contentRect(forBounds bounds: CGRect) -> CGRect {
        super.contentRect(forBounds: bounds).insetBy(dx: 4, dy: 0)
    }
}

/// An image view counting animation starts.
private final class SpinnerImageView: UIImageView {
    var starts = 0

    override func startAnimating() {
        starts += 1
        super.startAnimating()
    }
}

/// A scroll view counting adjusted-inset changes, as apps override it.
private final class InsetWatchingScrollView: UIScrollView {
    var changes = 0

    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        changes += 1
    }
}

/// A text view built with its own text container in its designated initializer.
private final class FixedWidthTextView: UITextView {
    init(width: CGFloat) {
        let container = NSTextContainer(size: CGSize(width: width, height: .greatestFiniteMagnitude))
        container.lineFragmentPadding = 0
        super.init(frame: .zero, textContainer: container)
        textContainerInset = .zero
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}

/// A navigation bar delegate implementing one optional method.
private final class PopGuard: NSObject, UINavigationBarDelegate {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { false }
}

@MainActor @Suite struct SubclassShapeContentTests {
    @Test func scrollViewOverrideHearsAdjustedInsetChangesOncePerChange() {
        let scrollView = InsetWatchingScrollView()
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        expectEqual(scrollView.changes, 1)
        expectEqual(scrollView.adjustedContentInset.top, 10)
    }

    @Test func textViewWithItsOwnContainerWrapsAtTheContainerWidth() {
        let textView = FixedWidthTextView(width: 50)
        textView.font = .systemFont(ofSize: 10)
        textView.text = String(repeating: "x", count: 20)
        expectEqual(textView.sizeThatFits(CGSize(width: 300, height: 0)).height, 24)
    }

    @Test func navigationBarDelegateWithOneMethodKeepsTheOthersDefault() {
        let bar = UINavigationBar()
        let guardian = PopGuard()
        bar.delegate = guardian
        bar.pushItem(UINavigationItem(title: "Only"), animated: false)
        expectNil(bar.popItem(animated: false))
        expectEqual(bar.items?.count, 1)
    }

    @Test func insetLabelDrawsInsideItsInsets() {
        let label = InsetLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.font = .systemFont(ofSize: 10)
        label.text = "1234"
        expectEqual(label.intrinsicContentSize, CGSize(width: 36, height: 20))
        label.draw(label.bounds)
        expectEqual(label.headlessTextDrawingRect, CGRect(x: 8, y: 4, width: 84, height: 22))
    }

    @Test func buttonOverridesPlaceTheImageAfterTheTitle() {
        let button = TrailingImageButton(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        button.setImage(UIImage(data: ImageFileHeaders.gif16x8), for: .normal)
        button.setTitle("Next", for: .normal)
        button.layoutIfNeeded()
        expectEqual(button.titleLabel?.frame.minX, 4)
        expectEqual(button.imageView?.frame, CGRect(x: 100, y: 16, width: 16, height: 8))
    }

    @Test func imageViewOverrideSeesAnimationStarts() throws {
        let view = SpinnerImageView(image: nil)
        view.animationImages = [try #require(UIImage(named: "spin"))]
        view.startAnimating()
        expectEqual(view.starts, 1)
        #expect(view.isAnimating)
    }
}

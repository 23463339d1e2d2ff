import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Members the five app screens in `Tests/Swift5ModeTests` (settings, contacts, chat, profile,
/// downloads) found missing, with UIKit's defaults and behaviour.
@MainActor @Suite struct AppScreenGapTests {
    /// A preview controller that computes its preferred size, as apps override it.
    final class SizedPreview: UIViewController {
        var rows = 3
        override var preferredContentSize: CGSize {
            get { CGSize(width: 300, height: CGFloat(rows) * 44) }
            set { super.preferredContentSize = newValue }
        }
    }

    @Test func sectionIndexColorsAndReadableWidthMarginsStartAsUIKitsDefaults() {
        let table = UITableView(frame: .zero, style: .plain)
        expectNil(table.sectionIndexColor)
        expectNil(table.sectionIndexBackgroundColor)
        expectNil(table.sectionIndexTrackingBackgroundColor)
        expectEqual(table.cellLayoutMarginsFollowReadableWidth, false)
        table.sectionIndexColor = .systemBlue
        table.sectionIndexBackgroundColor = .clear
        table.sectionIndexTrackingBackgroundColor = .systemGray5
        table.cellLayoutMarginsFollowReadableWidth = true
        expectEqual(table.sectionIndexColor, .systemBlue)
        expectEqual(table.sectionIndexBackgroundColor, .clear)
        expectEqual(table.sectionIndexTrackingBackgroundColor, .systemGray5)
        #expect(table.cellLayoutMarginsFollowReadableWidth)
    }

    @Test func preferredContentSizeIsZeroUntilSetAndSubclassesCanComputeIt() {
        let controller = UIViewController()
        expectEqual(controller.preferredContentSize, .zero)
        controller.preferredContentSize = CGSize(width: 320, height: 240)
        expectEqual(controller.preferredContentSize, CGSize(width: 320, height: 240))

        let preview = SizedPreview()
        preview.rows = 5
        expectEqual(preview.preferredContentSize, CGSize(width: 300, height: 220))
    }

    @Test func popResultsCanBeIgnoredAsWithImportedObjectiveCMethods() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.pushViewController(UIViewController(), animated: false)
        // No `_ =`: this target builds with warnings as errors.
        navigation.popViewController(animated: false)
        expectEqual(navigation.viewControllers.count, 2)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popToViewController(navigation.viewControllers[1], animated: false)
        expectEqual(navigation.viewControllers.count, 2)
        navigation.popToRootViewController(animated: false)
        expectEqual(navigation.viewControllers, [root])
    }

    @Test func aTextViewThatCannotScrollSizesToItsText() {
        let textView = UITextView()
        textView.font = .systemFont(ofSize: 17)
        expectEqual(textView.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))

        textView.isScrollEnabled = false
        let empty = textView.intrinsicContentSize
        expectEqual(empty, textView.sizeThatFits(.zero))
        #expect(empty.height > textView.textContainerInset.top + textView.textContainerInset.bottom)

        textView.text = "Hello"
        let oneLine = textView.intrinsicContentSize
        #expect(oneLine.width > empty.width)
        expectEqual(oneLine.height, empty.height)
        textView.text = "Hello\nthere"
        #expect(textView.intrinsicContentSize.height > oneLine.height)
    }

    @Test func autoLayoutWrapsANonScrollingTextViewAtItsWidth() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 17)
        textView.text = String(repeating: "word ", count: 30)
        textView.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            textView.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            textView.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()

        expectEqual(textView.frame.width, 180)
        expectEqual(textView.frame.height, textView.sizeThatFits(CGSize(width: 180, height: 0)).height)
        #expect(textView.frame.height > textView.intrinsicContentSize.height)
        #expect(container.headlessAutoLayoutIssues.isEmpty)
        #expect(textView.headlessAutoLayoutIssues.isEmpty)
    }
}

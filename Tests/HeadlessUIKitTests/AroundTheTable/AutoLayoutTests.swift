import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct AutoLayoutTests {
    @Test func aConstantChangedInsideAContainerResizesTheContainerAtTheNextLayout() {
        // A card that hugs its content: the box's height constraint sets the card's height.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let box = UIView()
        let card = Self.barHugging(box, horizontalInset: 0, atTheBottomOf: root)
        let height = box.heightAnchor.constraint(equalToConstant: 40)
        height.isActive = true
        root.layoutIfNeeded()
        expectEqual(card.frame, CGRect(x: 0, y: 544, width: 300, height: 56))

        height.constant = 100
        root.layoutIfNeeded()
        expectEqual(box.frame.height, 100)
        expectEqual(card.frame, CGRect(x: 0, y: 484, width: 300, height: 116))
    }

    @Test func aLabelThatGainsLinesGrowsTheBarAroundIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "One line"
        let bar = Self.barHugging(label, horizontalInset: 16, atTheBottomOf: root)
        root.layoutIfNeeded()
        let oneLine = label.frame.height

        label.text = "One\nTwo\nThree\nFour"
        root.layoutIfNeeded()
        expectEqual(label.frame.height, label.intrinsicContentSize.height)
        #expect(label.frame.height > 3 * oneLine)
        #expect(bar.frame.height == label.frame.height + 16 && bar.frame.maxY == 600)
    }

    /// A bar pinned to the bottom and sides of `root` whose height follows `content`, which sits
    /// 8 points from its top and bottom and `horizontalInset` from its sides.
    private static func barHugging(_ content: UIView, horizontalInset: CGFloat, atTheBottomOf root: UIView) -> UIView {
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        bar.addSubview(content)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
            content.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: horizontalInset),
            content.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -horizontalInset),
        ])
        return bar
    }

    @Test func activatingInstallsOnTheClosestCommonAncestor() {
        let root = UIView(), container = UIView(), label = UILabel(), image = UIImageView()
        root.addSubview(container)
        container.addSubview(label)
        container.addSubview(image)
        let spacing = label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8)
        let width = image.widthAnchor.constraint(equalToConstant: 40)

        NSLayoutConstraint.activate([spacing, width])

        #expect(spacing.isActive && width.isActive)
        expectEqual(container.constraints, [spacing])
        expectEqual(image.constraints, [width])
        #expect(root.constraints.isEmpty)
        NSLayoutConstraint.deactivate([spacing])
        #expect(!spacing.isActive)
        #expect(container.constraints.isEmpty)
    }

    @Test func constraintsRecordWhatTheyRelate() {
        let cell = UIView(), label = UILabel()
        cell.addSubview(label)
        let top = label.topAnchor.constraint(equalToSystemSpacingBelow: cell.layoutMarginsGuide.topAnchor, multiplier: 2)
        let height = label.heightAnchor.constraint(greaterThanOrEqualTo: cell.heightAnchor, multiplier: 0.5, constant: 4)
        height.priority = .defaultHigh - 1
        height.identifier = "half"

        #expect(top.firstItem === label && top.firstAttribute == .top)
        #expect(top.secondItem === cell.layoutMarginsGuide && top.secondAttribute == .top)
        #expect(top.relation == .equal && top.constant == 16 && top.multiplier == 1)
        #expect(height.relation == .greaterThanOrEqual && height.multiplier == 0.5 && height.constant == 4)
        expectEqual(height.priority, UILayoutPriority(749))
        expectEqual(height.firstAnchor, label.heightAnchor)
        expectEqual(height.secondAnchor, cell.heightAnchor)
        expectNil(label.widthAnchor.constraint(lessThanOrEqualToConstant: 10).secondItem)
        expectEqual(label.widthAnchor.constraint(lessThanOrEqualToConstant: 10).secondAttribute, .notAnAttribute)

        top.isActive = true
        expectEqual(cell.constraints, [top])
        expectEqual(top.headlessEquation, "UILabel.top == UILayoutGuide.top + 16.0")
    }

    @Test func itemConstraintsAndAddConstraintInstallOnTheGivenView() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let constraint = NSLayoutConstraint(
            item: child, attribute: .centerX, relatedBy: .equal, toItem: parent, attribute: .centerX, multiplier: 1, constant: 0
        )
        parent.addConstraint(constraint)
        #expect(constraint.isActive)
        parent.removeConstraints([constraint])
        #expect(!constraint.isActive && parent.constraints.isEmpty)
    }

    @Test func prioritiesHaveUIKitsValuesAndArithmetic() {
        expectEqual(UILayoutPriority.required.rawValue, 1000)
        expectEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        expectEqual(UILayoutPriority.defaultLow.rawValue, 250)
        expectEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        expectEqual(UILayoutPriority.defaultLow + 1, UILayoutPriority(251))
        expectEqual(UILayoutPriority.required - UILayoutPriority.defaultHigh, 250)
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
    }

    @Test func contentPrioritiesDefaultAndCanBeSet() {
        let label = UILabel()
        expectEqual(label.contentHuggingPriority(for: .horizontal), .defaultLow)
        expectEqual(label.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        label.setContentHuggingPriority(.required, for: .horizontal)
        expectEqual(label.contentHuggingPriority(for: .horizontal), .required)
        expectEqual(label.contentHuggingPriority(for: .vertical), .defaultLow)
        #expect(label.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func systemGuidesFrameTheMarginsAndSafeArea() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        expectEqual(view.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 84, height: 34))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 20)
        expectEqual(view.layoutMargins, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 20))
        expectEqual(view.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 0, width: 64, height: 50))
        expectEqual(view.safeAreaLayoutGuide.layoutFrame, view.bounds)
        expectEqual(view.safeAreaInsets, .zero)
        expectIdentical(view.layoutMarginsGuide, view.layoutMarginsGuide)
        expectIdentical(view.layoutMarginsGuide.owningView, view)
    }

    @Test func addedGuidesBelongToTheirViewAndAreNotSolved() {
        let view = UIView(), other = UIView()
        let guide = UILayoutGuide()
        guide.identifier = "spacer"
        view.addLayoutGuide(guide)
        #expect(view.layoutGuides == [guide] && guide.owningView === view)
        other.addLayoutGuide(guide)
        #expect(view.layoutGuides.isEmpty && other.layoutGuides == [guide])
        expectEqual(guide.layoutFrame, .zero)
    }

    @Test func updateConstraintsRunsOnlyWhenRequested() {
        final class CountingView: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let view = CountingView()
        view.updateConstraintsIfNeeded()
        expectEqual(view.updates, 0)
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        view.updateConstraintsIfNeeded()
        #expect(view.updates == 1 && !view.needsUpdateConstraints())
    }
}

import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A view that reports a fixed intrinsic size.
private final class BadgeView: UIView {
    var size = CGSize(width: 24, height: 16)
    override var intrinsicContentSize: CGSize { size }
}

/// A container the size of the headless screen, and a subview placed by constraints.
@MainActor
private func pinnedSubview<View: UIView>(_ view: View, in container: UIView = UIView(frame: UIScreen.main.bounds)) -> (UIView, View) {
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    return (container, view)
}

@MainActor @Suite struct AutoLayoutSolverTests {
    @Test func edgesPinnedToTheSuperviewGiveItsBounds() {
        let (container, table) = pinnedSubview(UITableView(frame: .zero, style: .plain))
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: container.topAnchor),
            table.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])

        container.layoutIfNeeded()

        expectEqual(table.frame, container.bounds)
        #expect(table.headlessAutoLayoutIssues.isEmpty)
        #expect(!table.hasAmbiguousLayout)
    }

    @Test func labelPinnedToTheSafeAreaAndTheMarginsTakesItsHeightFromItsText() {
        let (container, label) = pinnedSubview(UILabel())
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 20)
        label.text = "Soup"
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: 12),
            label.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
        ])

        container.layoutIfNeeded()

        expectEqual(label.frame, CGRect(x: 16, y: 12, width: 354, height: label.font.lineHeight))
    }

    @Test func multilineLabelWrapsAtTheWidthItWasGiven() {
        let (container, label) = pinnedSubview(UILabel())
        label.numberOfLines = 0
        label.text = String(repeating: "a", count: 100)  // 8.5 points a character: 40 fit in 340
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: container.topAnchor),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 25),
            label.widthAnchor.constraint(equalToConstant: 340),
        ])

        container.layoutIfNeeded()

        expectEqual(label.frame.width, 340)
        expectEqual(label.frame.height, 3 * label.font.lineHeight)
    }

    @Test func centeredViewWithAFixedSize() {
        let (container, badge) = pinnedSubview(UIView())
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 50),
        ])

        container.layoutIfNeeded()

        expectEqual(badge.frame, CGRect(x: 145, y: 397, width: 100, height: 50))
    }

    @Test func multipliersAndConstantsAreHonoured() {
        let (container, panel) = pinnedSubview(UIView())
        NSLayoutConstraint.activate([
            panel.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: 10),
            NSLayoutConstraint(item: panel, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX, multiplier: 0.5, constant: 0),
            panel.heightAnchor.constraint(equalTo: panel.widthAnchor, multiplier: 2),
            // The container is the first item: container.bottom = panel.bottom + 44.
            container.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: 44),
        ])

        container.layoutIfNeeded()

        expectEqual(panel.frame, CGRect(x: 97.5 - 102.5, y: 800 - 410, width: 205, height: 410))
    }

    @Test func siblingsAreSolvedInDependencyOrder() {
        let container = UIView(frame: UIScreen.main.bounds)
        let title = UILabel(), subtitle = UILabel(), icon = UIView()
        // Added in the reverse of their dependency order.
        for view in [subtitle, title, icon] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        title.text = "Soup"
        subtitle.text = "10 min"
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            icon.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
            icon.widthAnchor.constraint(equalToConstant: 40),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            container.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: icon.topAnchor),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        ])

        container.layoutIfNeeded()

        expectEqual(icon.frame, CGRect(x: 16, y: 16, width: 40, height: 40))
        expectEqual(title.frame, CGRect(x: 68, y: 16, width: 306, height: title.font.lineHeight))
        expectEqual(subtitle.frame, CGRect(x: 68, y: title.frame.maxY + 4, width: 306, height: subtitle.font.lineHeight))
        #expect([icon, title, subtitle].allSatisfy { $0.headlessAutoLayoutIssues.isEmpty })
    }

    /// Apple's `NSLayoutConstraint` page gives `b.leading = a.trailing + 8` and
    /// `a.trailing = b.leading - 8` as the same constraint, and required constraints are met
    /// before an intrinsic size (a preference at the hugging priority): a message field before a
    /// fixed-width Send button stretches to it, whichever way round the gap is written.
    @Test(arguments: [false, true])
    func requiredConstraintsComeFirstWhicheverWayRoundTheyAreWritten(fieldFirst: Bool) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let field = UITextField()
        field.placeholder = "Message"
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        for view in [field, button] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let gap = fieldFirst
            ? field.trailingAnchor.constraint(equalTo: button.leadingAnchor, constant: -8)
            : button.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            field.topAnchor.constraint(equalTo: container.topAnchor),
            gap,
            button.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            button.widthAnchor.constraint(equalToConstant: 60),
            button.centerYAnchor.constraint(equalTo: field.centerYAnchor),
        ])

        container.layoutIfNeeded()

        #expect(button.frame.minX == 314 && button.frame.width == 60)
        #expect(field.frame.minX == 16 && field.frame.width == 290)
        #expect(field.headlessAutoLayoutIssues.isEmpty && button.headlessAutoLayoutIssues.isEmpty)
    }

    @Test func intrinsicSizeFillsTheDimensionsConstraintsLeaveOpen() {
        let (container, badge) = pinnedSubview(BadgeView())
        let label = UILabel()
        label.text = "New"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
            badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: badge.leadingAnchor, constant: -4),
            label.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
        ])

        container.layoutIfNeeded()

        expectEqual(badge.frame, CGRect(x: 358, y: 8, width: 24, height: 16))
        expectEqual(label.frame.size, label.intrinsicContentSize)
        #expect(label.frame.maxX == 354 && label.frame.midY == badge.frame.midY)
    }

    @Test func requiredInequalityClampsTheIntrinsicWidth() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let short = UILabel(), long = UILabel()
        short.text = "Tea"
        long.text = String(repeating: "x", count: 40)  // 340 points wide on one line
        for label in [short, long] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: container.topAnchor),
            ])
        }

        container.layoutIfNeeded()

        expectEqual(short.frame.width, short.intrinsicContentSize.width)
        expectEqual(long.frame.width, 168)
        #expect(long.headlessAutoLayoutIssues.isEmpty)
    }

    @Test func lowerPriorityEqualityFillsWhatRequiredConstraintsLeaveOpen() {
        let (container, bar) = pinnedSubview(UIView())
        let preferred = bar.heightAnchor.constraint(equalToConstant: 60)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            preferred,
            bar.heightAnchor.constraint(lessThanOrEqualToConstant: 50),
        ])

        container.layoutIfNeeded()

        expectEqual(bar.frame, CGRect(x: 0, y: 794, width: 390, height: 50))
    }

    @Test func ambiguousAxisIsReportedAndItsFrameLeftAlone() throws {
        let (container, view) = pinnedSubview(UIView())
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let leading = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            leading,
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])

        container.layoutIfNeeded()

        expectEqual(view.frame, CGRect(x: 1, y: 30, width: 3, height: 40))
        #expect(view.hasAmbiguousLayout)
        expectEqual(view.headlessAutoLayoutIssues.count, 1)
        let issue = try #require(view.headlessAutoLayoutIssues.first)
        #expect(issue.kind == .ambiguous && issue.axis == .horizontal)
        expectEqual(issue.constraints, [leading])
        #expect(issue.description.contains("UIView.leading == UIView.leading + 20.0"))
    }

    @Test func unsatisfiableConstraintsAreReportedAndTheFrameLeftAlone() {
        let (container, view) = pinnedSubview(UIView())
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            narrow, wide,
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])

        container.layoutIfNeeded()

        expectEqual(view.frame, CGRect(x: 1, y: 0, width: 3, height: 10))
        expectEqual(view.headlessAutoLayoutIssues.map(\.kind), [.unsatisfiable])
        expectEqual(view.headlessAutoLayoutIssues.first?.constraints.contains(wide), true)
        #expect(!view.hasAmbiguousLayout)
    }

    @Test func constraintsToAViewOutsideTheSiblingsAreIgnoredAndReported() {
        let root = UIView(frame: UIScreen.main.bounds)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), right = UIView()
        let cousin = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(cousin)
        let (_, view) = pinnedSubview(UIView(), in: right)
        let toCousin = view.widthAnchor.constraint(equalTo: cousin.widthAnchor)
        NSLayoutConstraint.activate([
            toCousin,
            view.leadingAnchor.constraint(equalTo: right.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.topAnchor.constraint(equalTo: right.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])

        root.layoutIfNeeded()

        expectEqual(view.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
        expectEqual(view.headlessAutoLayoutIssues.map(\.kind), [.ignoredConstraints])
        expectEqual(view.headlessAutoLayoutIssues.first?.constraints, [toCousin])
    }

    @Test func marginAttributesUseTheViewsMargins() {
        let (container, view) = pinnedSubview(UIView())
        view.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        container.addConstraints([
            NSLayoutConstraint(item: view, attribute: .leadingMargin, relatedBy: .equal, toItem: container, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .trailingMargin, relatedBy: .equal, toItem: container, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .topMargin, relatedBy: .equal, toItem: container, attribute: .top, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30),
        ])

        container.layoutIfNeeded()

        // The container's margins are 8: its leading margin is at 8, the view's 10 inside its edge.
        expectEqual(view.frame, CGRect(x: -2, y: -5, width: 394, height: 30))
    }

    @Test func addedGuidesGetTheirFrameFromTheirConstraints() {
        let container = UIView(frame: UIScreen.main.bounds)
        let spacer = UILayoutGuide()
        container.addLayoutGuide(spacer)
        let (_, button) = pinnedSubview(BadgeView(), in: container)
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            spacer.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25),
            spacer.topAnchor.constraint(equalTo: container.topAnchor),
            spacer.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            button.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            button.centerYAnchor.constraint(equalTo: spacer.centerYAnchor),
        ])

        container.layoutIfNeeded()

        expectEqual(spacer.layoutFrame, CGRect(x: 0, y: 0, width: 97.5, height: 844))
        expectEqual(button.frame, CGRect(x: 97.5, y: 414, width: 24, height: 16))
        expectEqual(spacer.constraintsAffectingLayout(for: .horizontal).count, 3)
        #expect(!spacer.hasAmbiguousLayout && spacer.headlessAutoLayoutIssues.isEmpty)
    }

    @Test func viewsThatTranslateTheirAutoresizingMaskKeepTheirFrames() {
        let container = UIView(frame: UIScreen.main.bounds)
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 50),
            view.widthAnchor.constraint(equalToConstant: 50),
        ])

        container.layoutIfNeeded()

        expectEqual(view.frame, CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(view.headlessAutoLayoutIssues.isEmpty)
    }

    @Test func changingAConstantOrTheContainerLaysOutAgain() {
        let (container, view) = pinnedSubview(UIView())
        let height = view.heightAnchor.constraint(equalToConstant: 44)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            height,
        ])
        container.layoutIfNeeded()

        height.constant = 88
        container.frame.size.width = 320
        container.layoutIfNeeded()

        expectEqual(view.frame, CGRect(x: 0, y: 0, width: 320, height: 88))
    }

    @Test func arrangedSubviewsOfAStackViewAreLeftToTheStack() {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        let stack = UIStackView(arrangedSubviews: [label])
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 40)

        stack.layoutIfNeeded()

        #expect(label.headlessAutoLayoutIssues.isEmpty && !label.hasAmbiguousLayout)
    }

    @Test func constraintsAffectingLayoutListTheViewsConstraintsOnAnAxis() {
        let (container, view) = pinnedSubview(UIView())
        let leading = view.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        let top = view.topAnchor.constraint(equalTo: container.topAnchor)
        NSLayoutConstraint.activate([leading, width, top])

        expectEqual(view.constraintsAffectingLayout(for: .horizontal), [leading, width])
        expectEqual(view.constraintsAffectingLayout(for: .vertical), [top])
        NSLayoutConstraint.deactivate([width])
        expectEqual(view.constraintsAffectingLayout(for: .horizontal), [leading])
    }
}

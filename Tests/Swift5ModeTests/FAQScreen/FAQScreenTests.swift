import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The order-help screen, in a window, driven the way a user drives it: tapping a question
/// expands its row in place, a long press copies the answer.
@MainActor @Suite struct FAQScreenTests {
    static let order = OrderSummary(number: "#1042", status: "Shipped", deliveryEstimate: "Arrives Thursday between 9 am and 1 pm")
    static let topics = [
        FAQTopic(title: "Delivery", items: [
            FAQItem(id: "late", question: "My parcel is late. What can I do?",
                    answer: "Most parcels arrive within two days of the estimate. If yours has not, contact us and we will send a replacement or refund the order."),
            FAQItem(id: "address", question: "Can I change the delivery address?", answer: "Only before the order ships."),
        ]),
        FAQTopic(title: "Returns", items: [
            FAQItem(id: "return", question: "How do I return an item?", answer: "Print the label from your account and drop the parcel at any post office within 30 days."),
        ]),
    ]

    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = FAQViewController(order: FAQScreenTests.order, topics: FAQScreenTests.topics)
        var table: UITableView { screen.tableView }

        init() {
            window.rootViewController = screen
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }

        func cell(_ row: Int, _ section: Int) throws -> FAQCell {
            try #require(table.cellForRow(at: IndexPath(row: row, section: section)) as? FAQCell)
        }

        func height(_ row: Int, _ section: Int) -> CGFloat {
            table.rectForRow(at: IndexPath(row: row, section: section)).height
        }
    }

    @Test func questionsAreGroupedUnderListConfiguredHeaders() throws {
        let shown = Shown()
        expectEqual(shown.table.numberOfSections, 2)
        expectEqual(shown.table.sectionHeaderTopPadding, 0)
        let header = try #require(shown.table.headerView(forSection: 1) as? FAQSectionHeader)
        let content = try #require(header.contentConfiguration as? UIListContentConfiguration)
        expectEqual(content.text, "RETURNS")
        expectEqual(content.textProperties.color, .secondaryLabel)

        let cell = try shown.cell(0, 0)
        expectEqual(cell.questionLabel.text, "My parcel is late. What can I do?")
        expectEqual(cell.questionLabel.font, .preferredFont(forTextStyle: .headline))
        #expect(cell.questionLabel.adjustsFontForContentSizeCategory)
        #expect(cell.answerLabel.isHidden)
    }

    @Test func theOrderHeaderIsSizedToFitItsStackView() throws {
        let shown = Shown()
        let header = try #require(shown.table.tableHeaderView)
        expectEqual(header.frame.width, shown.table.bounds.width)
        // Three one-line labels (title 2, subheadline, footnote), 4-point spacing, 16-point margins.
        let labels = header.subviews.first?.subviews ?? []
        let expected = labels.reduce(CGFloat(32 + 8)) { $0 + $1.intrinsicContentSize.height }
        expectEqual(labels.count, 3)
        expectEqual(header.frame.height, expected)
        #expect(shown.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY > header.frame.maxY)
    }

    @Test func tappingAQuestionExpandsItsRowAndTappingAgainCollapsesIt() throws {
        let shown = Shown()
        let collapsed = shown.height(0, 0)
        let nextRowTop = shown.table.rectForRow(at: IndexPath(row: 1, section: 0)).minY

        #expect(try shown.table.simulateTap(at: IndexPath(row: 0, section: 0)))
        headlessTurnRunLoop()
        let cell = try shown.cell(0, 0)
        expectEqual(shown.screen.expandedItemIDs, ["late"])
        #expect(!cell.answerLabel.isHidden)
        expectEqual(cell.chevron.transform, CGAffineTransform(rotationAngle: .pi))
        #expect(cell.accessibilityTraits.contains(.selected))
        let expanded = shown.height(0, 0)
        #expect(expanded > collapsed + cell.answerLabel.font.lineHeight)
        expectEqual(shown.table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, nextRowTop + (expanded - collapsed))

        #expect(try shown.table.simulateTap(at: IndexPath(row: 0, section: 0)))
        headlessTurnRunLoop()
        #expect(shown.screen.expandedItemIDs.isEmpty)
        #expect(cell.answerLabel.isHidden)
        expectEqual(cell.chevron.transform, .identity)
        expectEqual(shown.height(0, 0), collapsed)
    }

    @Test func anExpandedRowStaysExpandedWhenItsCellIsReconfigured() throws {
        let shown = Shown()
        try shown.table.simulateTap(at: IndexPath(row: 0, section: 1))
        headlessTurnRunLoop()
        let expanded = shown.height(0, 1)
        shown.table.reloadData()
        headlessTurnRunLoop()
        #expect(try !shown.cell(0, 1).answerLabel.isHidden)
        #expect(try shown.cell(0, 0).answerLabel.isHidden)
        expectEqual(shown.height(0, 1), expanded)
    }

    @Test func largerTextMakesTheLabelsAndRowsGrow() throws {
        let shown = Shown()
        let before = shown.height(0, 0)
        shown.window.headlessTraitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        headlessTurnRunLoop()
        let cell = try shown.cell(0, 0)
        #expect(cell.questionLabel.font.pointSize > UIFont.preferredFont(forTextStyle: .headline).pointSize)
        #expect(shown.height(0, 0) > before)
        shown.window.headlessTraitOverrides = nil
        headlessTurnRunLoop()
        expectEqual(shown.height(0, 0), before)
    }

    @Test func theContextMenuCopiesTheAnswer() throws {
        let shown = Shown()
        let configuration = try #require(try shown.table.simulateContextMenu(at: IndexPath(row: 1, section: 0)))
        let menu = try #require(configuration.headlessActionProvider?([]))
        let copy = try #require(menu.children.first as? UIAction)
        expectEqual(copy.title, "Copy Answer")
        expectEqual(copy.image?.headlessName, "doc.on.doc")
        copy.performWithSender(nil, target: nil)
        expectEqual(UIPasteboard.general.string, "Only before the order ships.")
    }
}

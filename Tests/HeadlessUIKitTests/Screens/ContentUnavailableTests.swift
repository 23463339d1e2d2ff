import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A controller that shows an empty state while it has no items, and records its updates.
@MainActor
private final class InboxController: UIViewController {
    var items: [String] = [] {
        didSet { setNeedsUpdateContentUnavailableConfiguration() }
    }
    private(set) var updates: [String?] = []
    var retries = 0

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        updates.append(state.searchText)
        guard items.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "tray")
        configuration.text = "No Mail"
        configuration.secondaryText = "New messages appear here."
        configuration.button.title = "Retry"
        configuration.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.retries += 1 }
        contentUnavailableConfiguration = configuration
    }
}

/// A table view controller that shows an empty state while its table has no rows.
@MainActor
private final class EmptyTableController: UITableViewController {
    var rows = 0

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        contentUnavailableConfiguration = rows == 0 ? UIContentUnavailableConfiguration.empty() : nil
    }
}

@MainActor @Suite struct ContentUnavailableTests {
    @Test func tableViewControllerShowsItsEmptyStateOverTheTable() {
        let controller = EmptyTableController(style: .plain)
        let window = showInWindow(controller)
        defer { withExtendedLifetime(window) {} }
        controller.setNeedsUpdateContentUnavailableConfiguration()
        headlessTurnRunLoop()
        expectIdentical(controller.headlessContentUnavailableView?.superview, controller.tableView)

        controller.rows = 2
        controller.tableView.reloadData()
        controller.setNeedsUpdateContentUnavailableConfiguration()
        headlessTurnRunLoop()

        expectNil(controller.headlessContentUnavailableView)
        expectEqual(controller.tableView.visibleCells.count, 2)
    }

    @Test func requestedUpdateRunsAtTheNextLayoutPass() throws {
        let inbox = InboxController()
        inbox.loadViewIfNeeded()

        inbox.setNeedsUpdateContentUnavailableConfiguration()
        inbox.setNeedsUpdateContentUnavailableConfiguration()
        #expect(inbox.updates.isEmpty)
        expectNil(inbox.headlessContentUnavailableView)

        headlessTurnRunLoop()

        expectEqual(inbox.updates.count, 1)
        let view = try #require(inbox.headlessContentUnavailableView as? UIContentUnavailableView)
        expectIdentical(view.superview, inbox.view)
        expectEqual(view.frame, inbox.view.bounds)
        expectEqual(view.headlessTextLabel?.text, "No Mail")
        expectEqual(view.headlessSecondaryTextLabel?.text, "New messages appear here.")
        expectEqual(view.headlessImageView?.image, UIImage(systemName: "tray"))
        expectNil(view.headlessSecondaryButton)
        expectEqual(inbox.view.subviews.count, 1)
    }

    @Test func tappingTheButtonRunsItsPrimaryAction() throws {
        let inbox = InboxController()
        inbox.loadViewIfNeeded()
        inbox.setNeedsUpdateContentUnavailableConfiguration()
        inbox.view.layoutIfNeeded()

        let view = try #require(inbox.headlessContentUnavailableView as? UIContentUnavailableView)
        let button = try #require(view.headlessButton)
        expectEqual(button.configuration?.title, "Retry")
        button.simulateTap()

        expectEqual(inbox.retries, 1)
    }

    @Test func emptyStateLeavesWhenContentArrives() {
        let inbox = InboxController()
        inbox.loadViewIfNeeded()
        inbox.setNeedsUpdateContentUnavailableConfiguration()
        headlessTurnRunLoop()

        inbox.items = ["Welcome"]
        headlessTurnRunLoop()

        expectNil(inbox.contentUnavailableConfiguration)
        expectNil(inbox.headlessContentUnavailableView)
        #expect(inbox.view.subviews.isEmpty)
    }

    @Test func requestBeforeTheViewLoadsRunsAfterItLoads() {
        let inbox = InboxController()
        inbox.setNeedsUpdateContentUnavailableConfiguration()
        #expect(inbox.updates.isEmpty)

        inbox.loadViewIfNeeded()
        headlessTurnRunLoop()

        expectEqual(inbox.updates.count, 1)
        expectNotNil(inbox.headlessContentUnavailableView)
    }

    @Test func configurationSetBeforeTheViewLoadsIsShownWhenItLoads() throws {
        let controller = UIViewController()
        controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()

        controller.loadViewIfNeeded()

        let view = try #require(controller.headlessContentUnavailableView as? UIContentUnavailableView)
        expectEqual(view.headlessActivityIndicator?.isAnimating, true)
        #expect(view.headlessImageView == nil && view.headlessTextLabel == nil)
    }

    @Test func stateCarriesTheSearchControllersText() throws {
        let inbox = InboxController()
        let search = UISearchController(searchResultsController: nil)
        inbox.navigationItem.searchController = search
        inbox.loadViewIfNeeded()
        search.searchBar.text = "invoice"

        inbox.setNeedsUpdateContentUnavailableConfiguration()
        headlessTurnRunLoop()

        expectEqual(inbox.updates, ["invoice"])
        expectEqual(inbox.contentUnavailableConfigurationState.searchText, "invoice")
    }

    @Test func viewUpdatesInPlaceForAnotherContentUnavailableConfiguration() throws {
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.empty()
        let first = try #require(controller.headlessContentUnavailableView as? UIContentUnavailableView)

        controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()

        expectIdentical(controller.headlessContentUnavailableView, first)
        expectEqual(first.headlessTextLabel?.text, "No Results")
        expectEqual(first.headlessImageView?.image, UIImage(systemName: "magnifyingglass"))
        #expect(first.supports(UIContentUnavailableConfiguration.loading()))
        #expect(!first.supports(UIListContentConfiguration.cell()))
    }

    @Test func viewAppliesTextPropertiesButtonPropertiesAndPaddings() throws {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.attributedText = NSAttributedString(string: "Offline")
        configuration.text = "ignored while attributed text is set"
        configuration.textProperties.numberOfLines = 2
        configuration.textProperties.color = .systemRed
        configuration.secondaryButton.title = "Settings"
        configuration.secondaryButtonProperties.isEnabled = false
        configuration.secondaryButtonProperties.role = .cancel
        configuration.textToButtonPadding = 12
        configuration.alignment = .natural
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)

        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        view.layoutIfNeeded()

        let label = try #require(view.headlessTextLabel)
        expectEqual(label.attributedText?.string, "Offline")
        #expect(label.numberOfLines == 2 && label.textColor == .systemRed)
        expectEqual(label.textAlignment, .natural)
        expectNil(view.headlessButton)
        let secondary = try #require(view.headlessSecondaryButton)
        #expect(!secondary.isEnabled && secondary.role == .cancel)
        let stack = try #require(label.superview as? UIStackView)
        // Within the margins, as tall as the content, centered vertically (UIKit centers it).
        #expect(stack.frame.minX == 16 && stack.frame.width == 288)
        #expect(isClose(stack.frame.midY, 8 + 464 / 2))
        #expect(isClose(stack.frame.height, label.frame.height + 12 + secondary.frame.height))
        expectEqual(stack.alignment, .leading)
        expectEqual(stack.customSpacing(after: label), 12)
    }

    @Test func viewSubclassesDecodeAndScrollAsUIKitsDo() {
        final class EmptyFeedView: UIContentUnavailableView {
            var decoded = false
            required init(coder: NSCoder) {
                super.init(coder: coder)
                decoded = true
            }
        }
        let decoded = EmptyFeedView(coder: NSCoder())
        #expect(decoded.decoded)
        #expect(decoded.configuration is UIContentUnavailableConfiguration)
        let view = UIContentUnavailableView(configuration: .empty())
        #expect(!view.isScrollEnabled)
        view.isScrollEnabled = true
        #expect(view.isScrollEnabled)
    }

    @Test func configurationsCompareByValue() {
        var first = UIContentUnavailableConfiguration.empty()
        first.text = "Nothing"
        var second = UIContentUnavailableConfiguration.empty()
        second.text = "Nothing"
        expectEqual(first, second)
        expectEqual(Set([first, second]).count, 1)
        expectNotEqual(UIContentUnavailableConfiguration.empty(), UIContentUnavailableConfiguration.loading())
        expectEqual(first.updated(for: UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())), first)
    }
}

import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport

/// A header-footer view with a xib named after its class, for registrations that must ignore it.
final class UpstreamNiblessHeaderView: UITableViewHeaderFooterView, ModelTransfer {
    private(set) var titles: [String] = []

    func update(with model: String) {
        titles.append(model)
    }
}

/// Inventory group "DTTableViewManager: deprecated registration and configuration".
///
/// Each test is itself deprecated, so that calling deprecated API inside it raises no warning.
@MainActor @Suite struct DeprecatedAPITests {
    private let firstRow = IndexPath(row: 0, section: 0)

    // MARK: - Named xibs and nibless views

    @available(*, deprecated, message: "Exercises upstream's deprecated API on purpose.")
    @Test func registerNibNamedLoadsCellsFromTheNamedXibAndRunsTheMappingClosure() throws {
        let screen = EventScreen()
        let nibName = "UpstreamNamedPostCellNib"
        var mappedXibName: String?
        try withHeadlessNib(named: nibName, bundle: Bundle(for: PostCell.self), { _ in
            let cell = PostCell(style: .default, reuseIdentifier: nil)
            cell.tag = 11
            return [cell]
        }) {
            screen.manager.unregister(PostCell.self)
            screen.manager.registerNibNamed(nibName, for: PostCell.self) { mapping in
                mappedXibName = mapping.xibName
                mapping.reuseIdentifier = "NamedPostCell"
            }
            screen.show()
            let cell = try #require(screen.table.cellForRow(at: firstRow) as? PostCell)
            expectEqual(cell.tag, 11)
            expectEqual(cell.reuseIdentifier, "NamedPostCell")
            expectEqual(cell.updates, [Post(id: 1, title: "one")])
        }
        expectEqual(mappedXibName, nibName)
    }

    @available(*, deprecated, message: "Exercises upstream's deprecated API on purpose.")
    @Test func registerNibNamedLoadsHeadersAndFootersFromTheNamedXib() throws {
        let owner = ManagedTableViewController()
        let manager = owner.manager
        let bundle = Bundle(for: TitleBannerView.self)
        try withHeadlessNib(named: "UpstreamBannerHeaderNib", bundle: bundle, { _ in
            let banner = TitleBannerView(frame: .zero)
            banner.tag = 3
            return [banner]
        }) {
            try withHeadlessNib(named: "UpstreamTitleFooterNib", bundle: Bundle(for: TitleHeaderView.self), { _ in
                let footer = TitleHeaderView(reuseIdentifier: nil)
                footer.tag = 4
                return [footer]
            }) {
                manager.register(PostCell.self)
                manager.registerNibNamed("UpstreamBannerHeaderNib", forHeader: TitleBannerView.self)
                manager.registerNibNamed("UpstreamTitleFooterNib", forFooter: TitleHeaderView.self) { mapping in
                    mapping.reuseIdentifier = "NamedFooter"
                }
                expectEqual(manager.configuration.sectionHeaderStyle, .view)
                expectEqual(manager.configuration.sectionFooterStyle, .view)
                owner.showInOneSection([Post(id: 1, title: "one")])

                let delegate = try #require(manager.tableDelegate)
                let header = try #require(delegate.tableView(owner.tableView, viewForHeaderInSection: 0) as? TitleBannerView)
                expectEqual(header.tag, 3)
                expectEqual(header.titles, ["Header"])
                let footer = try #require(owner.tableView.footerView(forSection: 0) as? TitleHeaderView)
                expectEqual(footer.tag, 4)
                expectEqual(footer.reuseIdentifier, "NamedFooter")
                expectEqual(footer.titles, ["Footer"])
            }
        }
    }

    @available(*, deprecated, message: "Exercises upstream's deprecated API on purpose.")
    @Test func niblessHeadersAndFootersAppearCreatedInCodeEvenWhenAXibExists() throws {
        let owner = ManagedTableViewController()
        let manager = owner.manager
        var mappingsSeen = 0
        withHeadlessNib(named: "UpstreamNiblessHeaderView", bundle: Bundle(for: UpstreamNiblessHeaderView.self), { _ in
            let fromXib = UpstreamNiblessHeaderView(reuseIdentifier: nil)
            fromXib.tag = 5
            return [fromXib]
        }) {
            manager.register(PostCell.self)
            manager.registerNiblessHeader(UpstreamNiblessHeaderView.self) { mapping in
                mappingsSeen += 1
                expectNil(mapping.xibName)
            }
            manager.registerNiblessFooter(UpstreamNiblessHeaderView.self) { _ in mappingsSeen += 1 }
            expectEqual(manager.configuration.sectionHeaderStyle, .view)
            expectEqual(manager.configuration.sectionFooterStyle, .view)
            owner.showInOneSection([Post(id: 1, title: "one")])
        }
        let header = try #require(owner.tableView.headerView(forSection: 0) as? UpstreamNiblessHeaderView)
        let footer = try #require(owner.tableView.footerView(forSection: 0) as? UpstreamNiblessHeaderView)
        expectEqual(header.tag, 0)
        expectEqual(header.titles, ["Header"])
        expectEqual(footer.titles, ["Footer"])
        expectEqual(mappingsSeen, 2)
    }

    @available(*, deprecated, message: "Exercises upstream's deprecated API on purpose.")
    @Test func deprecatedRegistrationsNeedNoMappingClosureAndFallBackToCodeWithoutTheXib() throws {
        let owner = ManagedTableViewController()
        let manager = owner.manager
        manager.registerNibNamed("UpstreamMissingCellNib", for: NumberCell.self)
        manager.registerNiblessHeader(TitleHeaderView.self)
        manager.registerNibNamed("UpstreamMissingFooterNib", forFooter: UpstreamNiblessHeaderView.self)
        owner.showInOneSection([7])
        expectEqual(owner.tableView.cellForRow(at: firstRow)?.textLabel?.text, "7")
        expectEqual((owner.tableView.headerView(forSection: 0) as? TitleHeaderView)?.titles, ["Header"])
        expectEqual((owner.tableView.footerView(forSection: 0) as? UpstreamNiblessHeaderView)?.titles, ["Footer"])
    }

    @available(*, deprecated, message: "Exercises upstream's deprecated API on purpose.")
    @Test func niblessFooterNeedsNoMappingClosure() throws {
        let owner = ManagedTableViewController()
        owner.manager.registerNiblessFooter(TitleHeaderView.self)
        owner.showInOneSection([Int]())
        expectEqual((owner.tableView.footerView(forSection: 0) as? TitleHeaderView)?.titles, ["Footer"])
    }

    // MARK: - Configuring dequeued views

    @available(*, deprecated, message: "Exercises upstream's deprecated API on purpose.")
    @Test func configureRunsOnEveryDequeuedCellAfterTheHandlerAndUpdate() throws {
        let owner = ManagedTableViewController()
        let manager = owner.manager
        var steps: [String] = []
        manager.register(PostCell.self, handler: { _, post, _ in steps.append("handler \(post.id)") })
        manager.configure(PostCell.self) { cell, post, indexPath in
            steps.append("configure \(post.id) at \(indexPath.row) after \(cell.updates.count) update(s)")
        }
        manager.memoryStorage.setItems([Post(id: 1, title: "one"), Post(id: 2, title: "two")])
        owner.tableView.layoutIfNeeded()
        expectEqual(steps, ["handler 1", "configure 1 at 0 after 1 update(s)", "handler 2", "configure 2 at 1 after 1 update(s)"])

        steps.removeAll()
        manager.memoryStorage.reloadItem(Post(id: 2, title: "two"))
        owner.tableView.layoutIfNeeded()
        expectEqual(steps.last?.hasPrefix("configure 2 at 1"), true)
        expectEqual(steps.filter { $0.hasPrefix("configure") }.count, 1)
    }

    @available(*, deprecated, message: "Exercises upstream's deprecated API on purpose.")
    @Test func configureClosuresRunInTheOrderAttached() {
        let owner = ManagedTableViewController()
        let manager = owner.manager
        var steps: [String] = []
        manager.register(PostCell.self)
        manager.configure(PostCell.self) { _, post, _ in steps.append("first \(post.id)") }
        manager.configure(PostCell.self) { _, post, _ in steps.append("second \(post.id)") }
        manager.memoryStorage.setItems([Post(id: 1, title: "one")])
        owner.tableView.layoutIfNeeded()
        expectEqual(steps, ["first 1", "second 1"])
    }

    @available(*, deprecated, message: "Exercises upstream's deprecated API on purpose.")
    @Test func configureBeforeRegistrationAttachesNowhereAndIsReported() {
        let owner = ManagedTableViewController()
        let manager = owner.manager
        let anomalies = AnomalyRecorder(recording: manager)
        var configured = 0
        manager.configure(PostCell.self) { _, _, _ in configured += 1 }
        manager.register(PostCell.self)
        manager.memoryStorage.setItems([Post(id: 1, title: "one")])
        owner.tableView.layoutIfNeeded()
        expectEqual(configured, 0)
        #expect(anomalies.anomalies.contains(.eventRegistrationForUnregisteredMapping(viewClass: "PostCell", signature: "configure(_:_:)")))
    }

    @available(*, deprecated, message: "Exercises upstream's deprecated API on purpose.")
    @Test func configureHeaderAndFooterRunOnEveryShownViewWithItsSection() throws {
        let screen = EventScreen()
        var configured: [String] = []
        screen.manager.configureHeader(TitleHeaderView.self) { view, title, section in
            configured.append("header \(title) \(section) after \(view.titles.count)")
        }
        screen.manager.configureFooter(TitleHeaderView.self) { view, title, section in
            configured.append("footer \(title) \(section) after \(view.titles.count)")
        }
        screen.show()
        expectEqual(configured.sorted(), ["footer Footer 0 after 1", "header Header 0 after 1"])
        #expect(screen.unattachedEvents.isEmpty)

        configured.removeAll()
        screen.table.reloadData()
        screen.table.layoutIfNeeded()
        expectEqual(configured.count, 2)
    }

    // MARK: - Events inside configureEvents

    @available(*, deprecated, message: "Exercises upstream's deprecated API on purpose.")
    @Test func eventsRegisteredInsideConfigureEventsAttachToTheCellMappingsAndFireOnce() throws {
        let screen = EventScreen()
        let manager = screen.manager
        var selected: [Post] = []
        var classesSeen: [String] = []
        manager.configureEvents(for: PostCell.self) { cellType, modelType in
            classesSeen = [String(describing: cellType), String(describing: modelType)]
            manager.didSelect(cellType) { _, post, _ in selected.append(post) }
            manager.heightForCell(withItem: modelType) { post, _ in CGFloat(40 + post.id) }
        }
        expectEqual(classesSeen, ["PostCell", "Post"])
        #expect(screen.unattachedEvents.isEmpty)
        screen.show()
        try screen.table.simulateTap(at: firstRow)
        expectEqual(selected, [Post(id: 1, title: "one")])
        expectEqual(manager.tableDelegate?.tableView(screen.table, heightForRowAt: firstRow), 41)
    }
}

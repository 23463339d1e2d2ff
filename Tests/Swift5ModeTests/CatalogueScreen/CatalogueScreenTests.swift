import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The catalogue, in a navigation controller, loading through a scripted service: the spinner
/// while loading, the error state and its retry button, pull to refresh, the next page when the
/// last row appears, and the sort menu.
@MainActor @Suite struct CatalogueScreenTests {
    /// Products with the given identifiers; pages of 20 fill more than the screen, so that the
    /// next page is requested only when the user scrolls to the end.
    static func products(_ ids: Range<Int>) -> [CatalogueProduct] {
        ids.map { id in
            CatalogueProduct(
                id: id, name: "Product \(id)", price: Decimal(10 + id), oldPrice: id.isMultiple(of: 5) ? Decimal(20 + id) : nil,
                addedAt: Date(timeIntervalSince1970: 1_800_000_000 - Double(id) * 60)
            )
        }
    }

    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let service = ScriptedCatalogueService()
        let screen: CatalogueViewController
        let navigation: UINavigationController
        var table: UITableView { screen.tableView }

        init() {
            screen = CatalogueViewController(service: service)
            navigation = UINavigationController(rootViewController: screen)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }

        /// Answers the request the screen makes next and waits until the screen has shown the answer.
        func answer(_ result: Result<[CatalogueProduct], Error>) async -> ScriptedCatalogueService.Request? {
            let request = await service.nextRequest()
            service.respond(result)
            await screen.loadTask?.value
            headlessTurnRunLoop()
            return request
        }

        var names: [String] {
            (0..<table.numberOfRows(inSection: 0)).compactMap { row in
                (table.cellForRow(at: IndexPath(row: row, section: 0)) as? CatalogueProductCell)?.textLabel?.text
            }
        }

        var storedIDs: [Int] {
            (screen.manager.memoryStorage.items(inSection: 0) as? [CatalogueProduct] ?? []).map(\.id)
        }
    }

    @Test func aSpinnerShowsWhileTheFirstPageLoadsThenTheProducts() async throws {
        let shown = Shown()
        #expect(await shown.service.nextRequest() == .firstPage)
        let spinner = try #require(shown.table.backgroundView as? UIActivityIndicatorView)
        #expect(spinner.style == .large)
        #expect(spinner.isAnimating)
        #expect(shown.table.numberOfSections == 0)

        shown.service.respond(.success(CatalogueScreenTests.products(0..<20)))
        await shown.screen.loadTask?.value
        headlessTurnRunLoop()
        #expect(shown.table.backgroundView == nil)
        #expect(shown.storedIDs == Array(0..<20))
        #expect(shown.names.prefix(2) == ["Product 0", "Product 1"])
        #expect(shown.screen.contentUnavailableConfiguration == nil)
    }

    @Test func pricesAreCurrencyAndDiscountsStrikeTheOldPriceThrough() async throws {
        let shown = Shown()
        _ = await shown.answer(.success(CatalogueScreenTests.products(0..<20)))
        let discounted = try #require(shown.table.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.attributedText)
        #expect(discounted.string == "$10.00 $20.00")
        let oldPrice = discounted.attributes(at: 7, effectiveRange: nil)
        #expect(oldPrice[.strikethroughStyle] as? Int == NSUnderlineStyle.single.rawValue)
        #expect(oldPrice[.foregroundColor] as? UIColor == .secondaryLabel)
        #expect(discounted.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor == .systemRed)
        #expect(discounted.attributes(at: 0, effectiveRange: nil)[.strikethroughStyle] == nil)

        let regular = try #require(shown.table.cellForRow(at: IndexPath(row: 1, section: 0))?.detailTextLabel?.attributedText)
        #expect(regular.string == "$11.00")
        #expect(shown.table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessibilityValue == "$11.00")
    }

    @Test func aFailureShowsAnErrorWhoseRetryButtonLoadsAgain() async throws {
        let shown = Shown()
        _ = await shown.answer(.failure(URLError(.notConnectedToInternet)))
        let configuration = try #require(shown.screen.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)
        #expect(configuration.text == "Couldn't Load Products")
        #expect(configuration.button.title == "Try Again")
        #expect(shown.table.backgroundView == nil)

        let view = try #require(shown.screen.headlessContentUnavailableView as? UIContentUnavailableView)
        let retry = try #require(view.headlessButton)
        #expect(retry.configuration?.title == "Try Again")
        retry.simulateTap()
        #expect(await shown.service.nextRequest() == .firstPage)
        #expect(shown.table.backgroundView is UIActivityIndicatorView)
        shown.service.respond(.success(CatalogueScreenTests.products(0..<20)))
        await shown.screen.loadTask?.value
        headlessTurnRunLoop()
        #expect(shown.screen.contentUnavailableConfiguration == nil)
        #expect(shown.screen.headlessContentUnavailableView == nil)
        #expect(shown.storedIDs == Array(0..<20))
    }

    @Test func pullingToRefreshReplacesTheProductsAndEndsRefreshing() async throws {
        let shown = Shown()
        _ = await shown.answer(.success(CatalogueScreenTests.products(0..<20)))
        let refreshControl = try #require(shown.table.refreshControl)
        #expect(shown.table.simulatePullToRefresh())
        #expect(refreshControl.isRefreshing)
        #expect(await shown.answer(.success(CatalogueScreenTests.products(20..<40))) == .firstPage)
        #expect(!refreshControl.isRefreshing)
        #expect(shown.storedIDs == Array(20..<40))
        #expect(shown.names.first == "Product 20")
    }

    @Test func scrollingToTheLastRowLoadsTheNextPageUntilItIsEmpty() async throws {
        let shown = Shown()
        _ = await shown.answer(.success(CatalogueScreenTests.products(0..<20)))
        #expect(shown.storedIDs.count == 20)

        shown.table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        headlessTurnRunLoop()
        #expect(await shown.service.nextRequest() == .page(after: 19))
        let footer = try #require(shown.table.tableFooterView as? UIActivityIndicatorView)
        #expect(footer.isAnimating)
        shown.service.respond(.success(CatalogueScreenTests.products(20..<40)))
        await shown.screen.loadTask?.value
        headlessTurnRunLoop()
        #expect(shown.table.tableFooterView == nil)
        #expect(!footer.isAnimating)
        #expect(shown.storedIDs == Array(0..<40))

        shown.table.scrollToRow(at: IndexPath(row: 39, section: 0), at: .bottom, animated: false)
        headlessTurnRunLoop()
        #expect(await shown.answer(.success([])) == .page(after: 39))
        shown.table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        headlessTurnRunLoop()
        shown.table.scrollToRow(at: IndexPath(row: 39, section: 0), at: .bottom, animated: false)
        headlessTurnRunLoop()
        #expect(shown.storedIDs.count == 40, "no request after an empty page")
    }

    @Test func theSortMenuReordersTheProductsAndMarksTheChosenOrder() async throws {
        let shown = Shown()
        _ = await shown.answer(.success(CatalogueScreenTests.products(0..<20)))
        let sortItem = try #require(shown.screen.navigationItem.rightBarButtonItem)
        #expect(sortItem.menu?.options.contains(.singleSelection) == true)
        #expect(sortItem.menu?.selectedElements.map(\.title) == ["Newest"])

        #expect(sortItem.simulateTapOnMenuAction(titled: "Price: High to Low"))
        headlessTurnRunLoop()
        #expect(shown.screen.sortOrder == .priceHighToLow)
        #expect(shown.storedIDs == Array((0..<20).reversed()))
        #expect(shown.names.first == "Product 19")
        #expect(sortItem.menu?.selectedElements.map(\.title) == ["Price: High to Low"])
        #expect(!sortItem.simulateTapOnMenuAction(titled: "Rating"))
    }
}

import Expectations
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
        await expectEqual(shown.service.nextRequest(), .firstPage)
        let spinner = try #require(shown.table.backgroundView as? UIActivityIndicatorView)
        expectEqual(spinner.style, .large)
        #expect(spinner.isAnimating)
        expectEqual(shown.table.numberOfSections, 0)

        shown.service.respond(.success(CatalogueScreenTests.products(0..<20)))
        await shown.screen.loadTask?.value
        headlessTurnRunLoop()
        expectNil(shown.table.backgroundView)
        expectEqual(shown.storedIDs, Array(0..<20))
        expectEqual(shown.names.prefix(2), ["Product 0", "Product 1"])
        expectNil(shown.screen.contentUnavailableConfiguration)
    }

    @Test func pricesAreCurrencyAndDiscountsStrikeTheOldPriceThrough() async throws {
        let shown = Shown()
        _ = await shown.answer(.success(CatalogueScreenTests.products(0..<20)))
        let discounted = try #require(shown.table.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.attributedText)
        expectEqual(discounted.string, "$10.00 $20.00")
        let oldPrice = discounted.attributes(at: 7, effectiveRange: nil)
        expectEqual(oldPrice[.strikethroughStyle] as? Int, NSUnderlineStyle.single.rawValue)
        expectEqual(oldPrice[.foregroundColor] as? UIColor, .secondaryLabel)
        expectEqual(discounted.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor, .systemRed)
        expectNil(discounted.attributes(at: 0, effectiveRange: nil)[.strikethroughStyle])

        let regular = try #require(shown.table.cellForRow(at: IndexPath(row: 1, section: 0))?.detailTextLabel?.attributedText)
        expectEqual(regular.string, "$11.00")
        expectEqual(shown.table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessibilityValue, "$11.00")
    }

    @Test func aFailureShowsAnErrorWhoseRetryButtonLoadsAgain() async throws {
        let shown = Shown()
        _ = await shown.answer(.failure(URLError(.notConnectedToInternet)))
        let configuration = try #require(shown.screen.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)
        expectEqual(configuration.text, "Couldn't Load Products")
        expectEqual(configuration.button.title, "Try Again")
        expectNil(shown.table.backgroundView)

        let view = try #require(shown.screen.headlessContentUnavailableView as? UIContentUnavailableView)
        let retry = try #require(view.headlessButton)
        expectEqual(retry.configuration?.title, "Try Again")
        retry.simulateTap()
        await expectEqual(shown.service.nextRequest(), .firstPage)
        #expect(shown.table.backgroundView is UIActivityIndicatorView)
        shown.service.respond(.success(CatalogueScreenTests.products(0..<20)))
        await shown.screen.loadTask?.value
        headlessTurnRunLoop()
        expectNil(shown.screen.contentUnavailableConfiguration)
        expectNil(shown.screen.headlessContentUnavailableView)
        expectEqual(shown.storedIDs, Array(0..<20))
    }

    @Test func pullingToRefreshReplacesTheProductsAndEndsRefreshing() async throws {
        let shown = Shown()
        _ = await shown.answer(.success(CatalogueScreenTests.products(0..<20)))
        let refreshControl = try #require(shown.table.refreshControl)
        #expect(shown.table.simulatePullToRefresh())
        #expect(refreshControl.isRefreshing)
        await expectEqual(shown.answer(.success(CatalogueScreenTests.products(20..<40))), .firstPage)
        #expect(!refreshControl.isRefreshing)
        expectEqual(shown.storedIDs, Array(20..<40))
        expectEqual(shown.names.first, "Product 20")
    }

    @Test func scrollingToTheLastRowLoadsTheNextPageUntilItIsEmpty() async throws {
        let shown = Shown()
        _ = await shown.answer(.success(CatalogueScreenTests.products(0..<20)))
        expectEqual(shown.storedIDs.count, 20)

        shown.table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        headlessTurnRunLoop()
        await expectEqual(shown.service.nextRequest(), .page(after: 19))
        let footer = try #require(shown.table.tableFooterView as? UIActivityIndicatorView)
        #expect(footer.isAnimating)
        shown.service.respond(.success(CatalogueScreenTests.products(20..<40)))
        await shown.screen.loadTask?.value
        headlessTurnRunLoop()
        expectNil(shown.table.tableFooterView)
        #expect(!footer.isAnimating)
        expectEqual(shown.storedIDs, Array(0..<40))

        shown.table.scrollToRow(at: IndexPath(row: 39, section: 0), at: .bottom, animated: false)
        headlessTurnRunLoop()
        await expectEqual(shown.answer(.success([])), .page(after: 39))
        shown.table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        headlessTurnRunLoop()
        shown.table.scrollToRow(at: IndexPath(row: 39, section: 0), at: .bottom, animated: false)
        headlessTurnRunLoop()
        expectEqual(shown.storedIDs.count, 40, "no request after an empty page")
    }

    @Test func theSortMenuReordersTheProductsAndMarksTheChosenOrder() async throws {
        let shown = Shown()
        _ = await shown.answer(.success(CatalogueScreenTests.products(0..<20)))
        let sortItem = try #require(shown.screen.navigationItem.rightBarButtonItem)
        expectEqual(sortItem.menu?.options.contains(.singleSelection), true)
        expectEqual(sortItem.menu?.selectedElements.map(\.title), ["Newest"])

        #expect(sortItem.simulateTapOnMenuAction(titled: "Price: High to Low"))
        headlessTurnRunLoop()
        expectEqual(shown.screen.sortOrder, .priceHighToLow)
        expectEqual(shown.storedIDs, Array((0..<20).reversed()))
        expectEqual(shown.names.first, "Product 19")
        expectEqual(sortItem.menu?.selectedElements.map(\.title), ["Price: High to Low"])
        #expect(!sortItem.simulateTapOnMenuAction(titled: "Rating"))
    }
}

import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The photo feed, in a window, scrolled as a user scrolls it.
@MainActor @Suite struct PhotoFeedScreenTests {
    static func page(_ index: Int) -> [Photo] {
        (0..<10).map { offset in
            let id = index * 10 + offset
            return Photo(id: id, caption: "Photo \(id)", aspectRatio: offset.isMultiple(of: 2) ? 1 : 4.0 / 3.0)
        }
    }

    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let loader = PhotoLoader()
        let screen: PhotoFeedViewController

        init() {
            screen = PhotoFeedViewController(loader: loader)
            window.rootViewController = screen
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }
    }

    @Test func requestsTheFirstPageWithASpinnerThenShowsPhotosAtTheirAspectRatio() throws {
        let shown = Shown()
        expectEqual(shown.loader.requestedPages, [0])
        #expect(shown.screen.spinner.isAnimating)
        expectIdentical(shown.screen.tableView.tableFooterView, shown.screen.spinner)

        shown.screen.didLoad(PhotoFeedScreenTests.page(0), hasMore: true)
        headlessTurnRunLoop()
        #expect(!shown.screen.spinner.isAnimating)
        #expect(shown.screen.spinner.isHidden)
        let square = try #require(shown.screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? PhotoCell)
        expectEqual(square.captionLabel.text, "Photo 0")
        expectEqual(square.photoView.image, UIImage(systemName: "photo", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .light)))
        #expect(abs(square.photoView.frame.height - square.photoView.frame.width) < 0.5)
        let wide = try #require(shown.screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? PhotoCell)
        #expect(abs(wide.photoView.frame.height - wide.photoView.frame.width * 3 / 4) < 0.5)
    }

    @Test func scrollingPrefetchesAheadAndPaginatesNearTheEnd() {
        let shown = Shown()
        shown.screen.didLoad(PhotoFeedScreenTests.page(0), hasMore: true)
        headlessTurnRunLoop()
        let table = shown.screen.tableView!
        table.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        headlessTurnRunLoop()
        #expect(!shown.loader.prefetched.isEmpty)
        expectEqual(shown.loader.requestedPages, [0])

        table.setContentOffset(CGPoint(x: 0, y: table.contentSize.height - table.bounds.height), animated: false)
        headlessTurnRunLoop()
        expectEqual(shown.loader.requestedPages, [0, 1])
        #expect(shown.screen.spinner.isAnimating)

        shown.screen.didLoad(PhotoFeedScreenTests.page(1), hasMore: false)
        headlessTurnRunLoop()
        expectEqual(table.numberOfRows(inSection: 0), 20)
        expectNotIdentical(table.tableFooterView, shown.screen.spinner)
        table.setContentOffset(CGPoint(x: 0, y: table.contentSize.height - table.bounds.height), animated: false)
        headlessTurnRunLoop()
        expectEqual(shown.loader.requestedPages, [0, 1])
    }
}

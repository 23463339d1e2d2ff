import Expectations
import Foundation
import Testing
import UIKit

/// The downloads screen (UIKit's diffable data source, no DTTableViewManager), written for iOS,
/// driven as a user drives it, with a service that answers from a background queue.
@MainActor @Suite struct DownloadsScreenTests {
    final class FakeService: DownloadService, @unchecked Sendable {
        var downloads: [Download] = []
        private(set) var fetchCount = 0

        func fetchDownloads(completion: @escaping ([Download]) -> Void) {
            fetchCount += 1
            let downloads = self.downloads
            DispatchQueue.global().async { completion(downloads) }
        }
    }

    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let service = FakeService()
        let screen: DownloadsViewController

        init(_ downloads: [Download]) async {
            service.downloads = downloads
            screen = DownloadsViewController(service: service)
            window.rootViewController = screen
            window.makeKeyAndVisible()
            await settle()
        }

        func settle() async {
            let rows = service.downloads.count
            for _ in 0..<1000 where screen.tableView.numberOfSections == 0 || screen.tableView.numberOfRows(inSection: 0) != rows {
                await Task.yield()
            }
            headlessTurnRunLoop()
        }

        func cell(_ row: Int) throws -> DownloadCell {
            try #require(screen.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? DownloadCell)
        }
    }

    static let files = [Download(id: 1, fileName: "Report.pdf"), Download(id: 2, fileName: "Photos.zip")]

    @Test func loadsTheDownloadsDeliveredOnTheMainQueue() async throws {
        let shown = await Shown(Self.files)
        expectEqual(shown.screen.tableView.numberOfRows(inSection: 0), 2)
        let cell = try shown.cell(1)
        expectEqual(cell.nameLabel.text, "Photos.zip")
        #expect(cell.progressView.isHidden)
        #expect(!cell.spinner.isAnimating)
    }

    @Test func pullToRefreshFetchesAgainAndEndsRefreshing() async throws {
        let shown = await Shown(Self.files)
        shown.service.downloads.append(Download(id: 3, fileName: "Movie.mov"))
        let refresh = try #require(shown.screen.refreshControl)
        #expect(shown.screen.tableView.simulatePullToRefresh())
        #expect(refresh.isRefreshing)
        await shown.settle()
        expectEqual(shown.service.fetchCount, 2)
        expectEqual(shown.screen.tableView.numberOfRows(inSection: 0), 3)
        for _ in 0..<1000 where refresh.isRefreshing { await Task.yield() }
        #expect(!refresh.isRefreshing)
        expectEqual(refresh.attributedTitle?.string, "Checking for downloads…")
    }

    @Test func progressReconfiguresTheRow() async throws {
        let shown = await Shown(Self.files)
        let cell = try shown.cell(0)
        shown.screen.updateProgress(0.4, for: 1)
        for _ in 0..<1000 where cell.progressView.isHidden { await Task.yield() }
        expectEqual(cell.progressView.progress, 0.4)
        #expect(cell.spinner.isAnimating)
        try expectIdentical(shown.cell(0), cell)

        shown.screen.updateProgress(1, for: 1)
        for _ in 0..<1000 where cell.spinner.isAnimating { await Task.yield() }
        expectEqual(cell.progressView.progress, 1)
        #expect(!cell.spinner.isAnimating)
    }

    @Test func cancellingADownloadFromTheActionSheetRemovesIt() async throws {
        let shown = await Shown(Self.files)
        #expect(try shown.screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0)))
        let sheet = try #require(shown.screen.presentedViewController as? UIAlertController)
        expectEqual(sheet.preferredStyle, .actionSheet)
        expectEqual(sheet.title, "Report.pdf")
        #expect(sheet.simulateTapOnAction(titled: "Cancel Download"))
        headlessTurnRunLoop()
        expectEqual(shown.screen.tableView.numberOfRows(inSection: 0), 1)
        try expectEqual(shown.cell(0).nameLabel.text, "Photos.zip")
        expectNil(shown.screen.tableView.indexPathForSelectedRow)
    }
}

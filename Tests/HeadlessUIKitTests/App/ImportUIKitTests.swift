import Expectations
import Foundation
import Testing
import UIKit

/// A cell that loads its thumbnail, written for iOS: its file imports only UIKit, which brings
/// `URLSession` there.
private final class ThumbnailCell: UITableViewCell {
    private(set) var task: URLSessionDataTask?

    func load(_ url: URL) {
        task = URLSession.shared.dataTask(with: url) { _, _, _ in }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        task?.cancel()
    }
}

/// What `import UIKit` brings where Apple's UIKit is absent.
@MainActor @Suite struct ImportUIKitTests {
    @Test func networkingComesWithUIKitAsOnIOS() throws {
        let cell = ThumbnailCell(style: .default, reuseIdentifier: "thumbnail")

        cell.load(try #require(URL(string: "https://example.com/a.png")))

        let task = try #require(cell.task)
        expectEqual(task.state, .suspended, "created, never resumed: nothing is fetched")
        expectEqual(task.originalRequest?.url?.absoluteString, "https://example.com/a.png")
        cell.prepareForReuse()
        expectEqual(task.state, .canceling)
    }
}

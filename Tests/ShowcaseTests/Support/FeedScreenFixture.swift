import DTTableViewManager
@testable import Showcase

/// A loaded feed screen, its events drained, for tests that act on it.
@MainActor
func loadedFeedScreen() -> FeedViewController {
    let screen = FeedViewController(nibName: nil, bundle: nil)
    screen.loadViewIfNeeded()
    screen.tableView.layoutIfNeeded()
    _ = screen.log.drain()
    return screen
}

extension FeedViewController {
    /// The authors of the posts in the storage, in order.
    var storedAuthors: [String] {
        manager.memoryStorage.items(inSection: FeedSection.posts)?.compactMap { ($0 as? Post)?.author } ?? []
    }
}

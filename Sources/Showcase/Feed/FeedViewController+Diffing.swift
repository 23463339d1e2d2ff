import DTTableViewManager

// Replacing the feed with an animated difference instead of a reload.
//
// MemoryStorage replaces a whole section by reloading the table. To animate, the screen asks
// `LinearDiffer` what changed between the old and the new posts and performs those changes as
// ordinary storage edits inside one `performUpdates` block, which the manager applies as one
// batch update.
extension FeedViewController {
    /// Replaces the posts with `posts`, animating deletions, insertions, moves and edits.
    ///
    /// - Parameter posts: The new posts; a post keeps its identity across versions by its `id`.
    /// - Complexity: O(*n* + *m*) diffing of *n* old and *m* new posts, plus the storage edits.
    func replaceFeed(with posts: [Post]) {
        let storage = manager.memoryStorage!
        let section = FeedSection.posts
        let old = storage.items(inSection: section)?.compactMap { $0 as? Post } ?? []
        let changes = LinearDiffer().changeset(from: old, to: posts)
        storage.performUpdates {
            // Old coordinates: everything that leaves its place goes first, in one removal.
            let leaving = changes.deletions + changes.moves.map(\.from)
            storage.removeItems(at: leaving.map { IndexPath(row: $0, section: section) })
            // New coordinates: arrivals in ascending order land exactly where they belong.
            for row in (changes.insertions + changes.moves.map(\.to)).sorted() {
                try? storage.insertItem(posts[row], to: IndexPath(row: row, section: section))
            }
            // Edited posts that kept their place.
            for update in changes.updates {
                try? storage.replaceItem(old[update.old], with: posts[update.new])
            }
        }
    }
}

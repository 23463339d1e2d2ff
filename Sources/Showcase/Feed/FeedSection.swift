/// The sections of the showcase screen.
enum FeedSection {
    /// The posts.
    static let posts = 0
    /// The settings.
    static let settings = 1
}

import DTTableViewManager

/// A post in the showcase feed. Posts with a video are shown by ``VideoPostCell``, the others by
/// ``PostCell``: both cells display `Post`, and a model condition on each mapping picks one.
struct Post: Hashable, EntityIdentifiable {
    /// A stable identity: the animated diff recognises a post by it, across edits of its text.
    let id: Int
    /// Who wrote the post.
    var author: String
    /// The post's text.
    var text: String
    /// The length of the attached video in seconds, or `nil` for a text post.
    var videoSeconds: Int?

    /// Whether the post has a video attached.
    var containsVideo: Bool { videoSeconds != nil }

    /// The identity used by the differ.
    var identifier: AnyHashable { id }
}

/// The showcase's sample data: a first page of the feed, a refreshed page, and the settings.
///
/// The refreshed page differs from the first one by every kind of change a diff can report:
/// a removed post, new posts, a post that moved, and a post whose text was edited.
enum FeedContent {
    /// The posts shown when the screen loads.
    static let firstPage: [Post] = [
        Post(id: 1, author: "Ada", text: "Notes on the Analytical Engine", videoSeconds: nil),
        Post(id: 2, author: "Grace", text: "What a nanosecond looks like", videoSeconds: 95),
        Post(id: 3, author: "Alan", text: "Can machines think?", videoSeconds: nil),
        Post(id: 4, author: "Edsger", text: "Goto considered harmful", videoSeconds: nil),
        Post(id: 5, author: "Barbara", text: "Abstraction and substitution", videoSeconds: 240),
        Post(id: 6, author: "Donald", text: "Premature optimization", videoSeconds: nil),
    ]

    /// The posts after a refresh.
    static let refreshedPage: [Post] = [
        Post(id: 7, author: "Margaret", text: "Landing software for Apollo", videoSeconds: 180),
        Post(id: 1, author: "Ada", text: "Notes on the Analytical Engine", videoSeconds: nil),
        Post(id: 5, author: "Barbara", text: "Abstraction and substitution", videoSeconds: 240),
        Post(id: 3, author: "Alan", text: "Can machines think? (revised)", videoSeconds: nil),
        Post(id: 6, author: "Donald", text: "Premature optimization", videoSeconds: nil),
        Post(id: 8, author: "Leslie", text: "Time, clocks and ordering", videoSeconds: nil),
    ]

    /// The settings section.
    static let settings: [SettingsItem] = [
        SettingsItem(title: "Autoplay videos", isOn: true),
        SettingsItem(title: "Show previews", isOn: false),
    ]
}

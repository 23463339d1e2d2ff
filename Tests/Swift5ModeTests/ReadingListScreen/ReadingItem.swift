// The model of the reading-list screen, as an iOS app declares it.
import Foundation

struct ReadingItem: Hashable {
    let title: String
    let url: URL
    var isRead = false
    var isFavorite = false
}

enum ReadingListStore {
    static let articles = [
        ReadingItem(title: "Swift concurrency", url: URL(string: "https://example.com/concurrency")!),
        ReadingItem(title: "Table views", url: URL(string: "https://example.com/tables")!, isRead: true),
        ReadingItem(title: "Accessibility", url: URL(string: "https://example.com/a11y")!),
    ]
}

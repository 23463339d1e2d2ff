// The inbox's model, as an app declares it for a diffable data source keyed by identifier.
import Foundation

struct InboxMessage: Identifiable, Hashable {
    enum Folder: String, CaseIterable {
        case all = "All"
        case unread = "Unread"
        case flagged = "Flagged"
    }

    let id: UUID
    var sender: String
    var subject: String
    var preview: String
    var receivedAt: Date
    var isRead: Bool
    var isFlagged: Bool
    var isPinned: Bool

    init(sender: String, subject: String, preview: String, receivedAt: Date,
         isRead: Bool = false, isFlagged: Bool = false, isPinned: Bool = false) {
        self.id = UUID()
        self.sender = sender
        self.subject = subject
        self.preview = preview
        self.receivedAt = receivedAt
        self.isRead = isRead
        self.isFlagged = isFlagged
        self.isPinned = isPinned
    }

    func matches(_ query: String) -> Bool {
        query.isEmpty
            || sender.localizedCaseInsensitiveContains(query)
            || subject.localizedCaseInsensitiveContains(query)
    }

    func belongs(to folder: Folder) -> Bool {
        switch folder {
        case .all: return true
        case .unread: return !isRead
        case .flagged: return isFlagged
        }
    }
}

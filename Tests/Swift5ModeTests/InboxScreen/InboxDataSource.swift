// A subclass of Apple's diffable data source, as apps write one to add section titles and
// editing (the data source answers those table-view data-source questions, not the delegate).
import UIKit

enum InboxSection: Int, CaseIterable {
    case pinned
    case recent

    var title: String {
        switch self {
        case .pinned: return "Pinned"
        case .recent: return "Recent"
        }
    }
}

final class InboxDataSource: UITableViewDiffableDataSource<InboxSection, InboxMessage.ID> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        let identifier = snapshot().sectionIdentifiers[section]
        return identifier.title
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        // Pinned messages cannot be swiped away.
        sectionIdentifier(for: indexPath.section) != .pinned
    }
}

import DTTableViewManager
@testable import StorageFuzzing

/// A storage that simply holds sections, replaced wholesale by the app, which animates the
/// replacement itself with a differ.
final class SnapshotStorage: Storage {
    var sections: [DiffSection] = []

    func numberOfSections() -> Int { sections.count }

    func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    func item(at indexPath: IndexPath) -> Any? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }
}

/// Shows a ``DiffItem``.
final class DiffCell: UITableViewCell, ModelTransfer {
    var model: DiffItem?
    func update(with model: DiffItem) { self.model = model }
}

import DTTableViewManager

/// A section the fuzzer inserts or sets: its items and the header and footer that travel with it.
struct FuzzSectionSpec: Equatable, Sendable, CustomStringConvertible {
    var items: [FuzzItem]
    var header: FuzzHeader?
    var footer: FuzzFooter?

    /// A new storage section with these contents.
    func makeSection() -> FuzzSection {
        FuzzSection(items: items, header: header, footer: footer)
    }

    var description: String {
        "[\(items.map(\.description).joined(separator: ", "))] h:\(header.map(\.description) ?? "nil") f:\(footer.map(\.description) ?? "nil")"
    }
}

/// One call (or block of calls) the fuzzer makes on `MemoryStorage`.
///
/// Cases map one-to-one onto the storage's public mutation API; where the API has a single-item
/// and a many-item form, `single` chooses the single-item form.
enum FuzzOperation: Sendable, CustomStringConvertible {
    /// `addItem(_:toSection:)` (one item, `single`) or `addItems(_:toSection:)`.
    case addItems([FuzzItem], section: Int, single: Bool)
    /// `insertItem(_:to:)` (one item, `single`) or `insertItems(_:at:)`; both throw.
    case insertItems([FuzzItem], at: IndexPath, single: Bool)
    /// `insertItems(_:to:)`: one index path per item, applied in order.
    case insertItemsAtIndexPaths([FuzzItem], [IndexPath])
    /// `insertSection(_:atIndex:)`.
    case insertSection(FuzzSectionSpec, at: Int)
    /// `reloadItem(_:)`.
    case reloadItem(FuzzItem)
    /// `replaceItem(_:with:)`; throws.
    case replaceItem(FuzzItem, with: FuzzItem)
    /// `removeItem(_:)`; throws.
    case removeItem(FuzzItem)
    /// `removeItems(_:)`.
    case removeItems([FuzzItem])
    /// `removeItems(at:)`.
    case removeItemsAt([IndexPath])
    /// `removeItems(fromSection:)`.
    case removeItemsFromSection(Int)
    /// `deleteSections(_:)`.
    case deleteSections([Int])
    /// `moveSection(_:toSection:)`.
    case moveSection(Int, to: Int)
    /// `moveItem(at:to:)`.
    case moveItem(at: IndexPath, to: IndexPath)
    /// `moveItemWithoutAnimation(from:to:)`, as a data source does after the user reordered a row.
    case moveItemWithoutAnimation(from: IndexPath, to: IndexPath)
    /// `setItems(_:forSection:)`.
    case setItems([FuzzItem], section: Int)
    /// `setItemsForAllSections(_:)`.
    case setItemsForAllSections([[FuzzItem]])
    /// `setItems(_:forSection:animated: true)`: an animated replacement of one section.
    case setItemsAnimated([FuzzItem], section: Int)
    /// `setItemsForAllSections(_:animated: true)`: an animated replacement of every section.
    case setItemsForAllSectionsAnimated([[FuzzItem]])
    /// `setSection(_:forSection:)`: replaces a section, with its header and footer.
    case setSection(FuzzSectionSpec, section: Int)
    /// Assigns `sections`.
    case assignSections([FuzzSectionSpec])
    /// `removeAllItems()`.
    case removeAllItems
    /// `performUpdates(_:)` running the operations as one batch.
    case performUpdates([FuzzOperation])
    /// `updateWithoutAnimations(_:)` running the operations, then `reloadData()` as documented.
    case updateWithoutAnimations([FuzzOperation])

    /// The number of storage calls this operation makes.
    var callCount: Int {
        switch self {
        case .performUpdates(let operations), .updateWithoutAnimations(let operations):
            operations.reduce(0) { $0 + $1.callCount }
        default: 1
        }
    }

    var description: String {
        switch self {
        case let .addItems(items, section, single): "\(single ? "addItem" : "addItems")(\(items), toSection: \(section))"
        case let .insertItems(items, indexPath, single): "\(single ? "insertItem" : "insertItems")(\(items), at: \(indexPath))"
        case let .insertItemsAtIndexPaths(items, indexPaths): "insertItems(\(items), to: \(indexPaths))"
        case let .insertSection(spec, index): "insertSection(\(spec), atIndex: \(index))"
        case let .reloadItem(item): "reloadItem(\(item))"
        case let .replaceItem(item, replacement): "replaceItem(\(item), with: \(replacement))"
        case let .removeItem(item): "removeItem(\(item))"
        case let .removeItems(items): "removeItems(\(items))"
        case let .removeItemsAt(indexPaths): "removeItems(at: \(indexPaths))"
        case let .removeItemsFromSection(section): "removeItems(fromSection: \(section))"
        case let .deleteSections(indexes): "deleteSections(\(indexes))"
        case let .moveSection(source, destination): "moveSection(\(source), toSection: \(destination))"
        case let .moveItem(source, destination): "moveItem(at: \(source), to: \(destination))"
        case let .moveItemWithoutAnimation(source, destination): "moveItemWithoutAnimation(from: \(source), to: \(destination))"
        case let .setItems(items, section): "setItems(\(items), forSection: \(section))"
        case let .setItemsForAllSections(items): "setItemsForAllSections(\(items))"
        case let .setItemsAnimated(items, section): "setItems(\(items), forSection: \(section), animated: true)"
        case let .setItemsForAllSectionsAnimated(items): "setItemsForAllSections(\(items), animated: true)"
        case let .setSection(spec, section): "setSection(\(spec), forSection: \(section))"
        case let .assignSections(specs): "sections = \(specs)"
        case .removeAllItems: "removeAllItems()"
        case let .performUpdates(operations): "performUpdates { \(operations.map(\.description).joined(separator: "; ")) }"
        case let .updateWithoutAnimations(operations): "updateWithoutAnimations { \(operations.map(\.description).joined(separator: "; ")) }"
        }
    }
}

import DTTableViewManager

/// A fuzzed row model; every item the fuzzer creates has a new `id`, so "the first equal item"
/// is always one well-defined item. Animated replacements match items by `id` and reload those
/// whose `version` changed.
struct FuzzItem: Hashable, Sendable, EntityIdentifiable, CustomStringConvertible {
    let id: Int
    var version = 0

    var identifier: AnyHashable { id }
    var description: String { version == 0 ? "item#\(id)" : "item#\(id)v\(version)" }
}

/// A fuzzed section-header model.
struct FuzzHeader: Hashable, Sendable, CustomStringConvertible {
    let id: Int
    var description: String { "header#\(id)" }
}

/// A fuzzed section-footer model.
struct FuzzFooter: Hashable, Sendable, CustomStringConvertible {
    let id: Int
    var description: String { "footer#\(id)" }
}

/// A section that carries its own header and footer, so that they travel with the section when
/// it is inserted, moved or deleted (the storage's header provider reads them from here).
final class FuzzSection: SectionModel {
    let header: FuzzHeader?
    let footer: FuzzFooter?

    init(items: [FuzzItem], header: FuzzHeader?, footer: FuzzFooter?) {
        self.header = header
        self.footer = footer
        super.init(items: items)
    }
}

/// Shows items with an even id.
final class EvenFuzzCell: UITableViewCell, ModelTransfer {
    var model: FuzzItem?
    func update(with model: FuzzItem) { self.model = model }
}

/// Shows items with an odd id (a conditional mapping, resolved again at every dequeue).
final class OddFuzzCell: UITableViewCell, ModelTransfer {
    var model: FuzzItem?
    func update(with model: FuzzItem) { self.model = model }
}

/// Shows section headers.
final class FuzzHeaderView: UITableViewHeaderFooterView, ModelTransfer {
    var model: FuzzHeader?
    func update(with model: FuzzHeader) { self.model = model }
}

/// Shows section footers.
final class FuzzFooterView: UITableViewHeaderFooterView, ModelTransfer {
    var model: FuzzFooter?
    func update(with model: FuzzFooter) { self.model = model }
}

extension UITableViewCell {
    /// The fuzz item a fuzz cell displays, or `nil` for any other cell.
    var fuzzModel: FuzzItem? {
        (self as? EvenFuzzCell)?.model ?? (self as? OddFuzzCell)?.model
    }

    /// Whether this is the cell class the mappings choose for `item`.
    func isMappedCell(for item: FuzzItem) -> Bool {
        item.id.isMultiple(of: 2) ? self is EvenFuzzCell : self is OddFuzzCell
    }
}

/// A second mapping for every fuzz item, to make mappings ambiguous.
final class AmbiguousFuzzCell: UITableViewCell, ModelTransfer {
    func update(with model: FuzzItem) {}
}

/// A cell for `String` models, registered by misuse tests next to the fuzz mappings.
final class StringFuzzCell: UITableViewCell, ModelTransfer {
    func update(with model: String) {}
}

/// Another cell for `String` models.
final class OtherStringFuzzCell: UITableViewCell, ModelTransfer {
    func update(with model: String) {}
}

/// A header-footer view for `String` models.
final class StringFuzzHeaderView: UITableViewHeaderFooterView, ModelTransfer {
    func update(with model: String) {}
}

/// A plain view (not a header-footer view) used as a header for `String` models; it needs a xib.
final class PlainFuzzHeaderView: UIView, ModelTransfer {
    func update(with model: String) {}
}

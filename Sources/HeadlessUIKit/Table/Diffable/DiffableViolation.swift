import Foundation

/// The violations of the diffable data-source API, with UIKit's messages where they are known.
///
/// Verified against crash reports (see `REMAINING_UIKIT.md`): duplicate item identifiers, equal
/// identifiers with different hashes, and changing the table directly. The other messages are
/// HeadlessUIKit's wording of the same errors.
enum DiffableViolation {
    /// Identifiers supplied twice to one snapshot call.
    static func nonUniqueItems(_ identifiers: [some Any]) -> UITableView.HeadlessConsistencyViolation {
        UITableView.HeadlessConsistencyViolation(
            kind: .nonUniqueIdentifiers,
            message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(setDescription(identifiers))"
        )
    }

    /// Section identifiers supplied twice, or already in the snapshot.
    static func nonUniqueSections(_ identifiers: [some Any]) -> UITableView.HeadlessConsistencyViolation {
        UITableView.HeadlessConsistencyViolation(
            kind: .nonUniqueIdentifiers,
            message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(setDescription(identifiers))"
        )
    }

    /// Identifiers that compare equal but hash differently.
    static func inconsistentHashing(_ identifiers: [some Any]) -> UITableView.HeadlessConsistencyViolation {
        UITableView.HeadlessConsistencyViolation(
            kind: .inconsistentIdentifierHashing,
            message: "Diffable data source detected item identifiers that are equal but have different hash values. "
                + "Two identifiers which compare as equal must return the same hash value. You must fix this in the "
                + "Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers. "
                + "Identifiers that are equal but have different hash values: (\(identifiers.map(describe).joined(separator: ", ")))"
        )
    }

    /// An item the snapshot does not contain, named by `operation`.
    static func unknownItem(_ identifier: some Any, in operation: String) -> UITableView.HeadlessConsistencyViolation {
        UITableView.HeadlessConsistencyViolation(
            kind: .unknownIdentifier,
            message: "Invalid item identifier specified for \(operation): \(describe(identifier)) is not in the snapshot"
        )
    }

    /// A section the snapshot does not contain, named by `operation`.
    static func unknownSection(_ identifier: some Any, in operation: String) -> UITableView.HeadlessConsistencyViolation {
        UITableView.HeadlessConsistencyViolation(
            kind: .unknownIdentifier,
            message: "Invalid section identifier specified for \(operation): \(describe(identifier)) is not in the snapshot"
        )
    }

    /// Items appended to a snapshot without sections.
    static var noSections: UITableView.HeadlessConsistencyViolation {
        UITableView.HeadlessConsistencyViolation(
            kind: .unknownIdentifier,
            message: "There are currently no sections in the data source. Please add a section first."
        )
    }

    /// The table was changed with its own update methods.
    static var bypassed: UITableView.HeadlessConsistencyViolation {
        UITableView.HeadlessConsistencyViolation(
            kind: .diffableDataSourceBypassed,
            message: "UITableView must be updated via the UITableViewDiffableDataSource APIs when acting as the "
                + "UITableView's dataSource: please do not call mutation APIs directly on UITableView."
        )
    }

    /// A set of identifiers as Foundation prints an `NSSet`: `{(\n    a,\n    b\n)}`, in the
    /// order given.
    private static func setDescription(_ identifiers: [some Any]) -> String {
        "{(\n" + identifiers.map { "    " + describe($0) }.joined(separator: ",\n") + "\n)}"
    }

    /// An identifier as it appears in UIKit's messages: strings and numbers as they are (bridged
    /// to `NSString` and `NSNumber`), other Swift values with their qualified type names.
    static func describe(_ identifier: some Any) -> String {
        switch identifier {
        case let string as String: string
        case let integer as any BinaryInteger: "\(integer)"
        case let number as any BinaryFloatingPoint: "\(number)"
        default: String(reflecting: identifier)
        }
    }
}

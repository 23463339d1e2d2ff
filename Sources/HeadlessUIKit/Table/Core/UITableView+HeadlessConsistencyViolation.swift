import Foundation

extension UITableView {
    /// A programming error UIKit stops the app for, with UIKit's message (HeadlessUIKit-only type).
    ///
    /// On a device these raise `NSInternalInconsistencyException`. HeadlessUIKit hands them to
    /// ``headlessConsistencyViolationHandler``, which by default stops the program with the message;
    /// tests install a handler that collects them instead. When the handler returns, the table
    /// stays usable: an invalid batch update is dropped and the table reloads from its data
    /// source; a failed dequeue returns a plain cell.
    public struct HeadlessConsistencyViolation: Error, Hashable, Sendable, CustomStringConvertible {
        /// What went wrong.
        public enum Kind: Hashable, Sendable {
            /// The section count after an update does not match the updates.
            case invalidNumberOfSections
            /// A section's row count after an update does not match the updates.
            case invalidNumberOfRows
            /// An update names a section outside the table.
            case sectionOutOfRange
            /// An update names a row outside its section.
            case rowOutOfRange
            /// An update uses an index path or section in two conflicting operations.
            case conflictingOperations
            /// `dequeueReusableCell(withIdentifier:for:)` with nothing registered.
            case unregisteredReuseIdentifier
            /// A registered nib does not contain exactly one view of the expected class.
            case invalidNib
            /// A registered class is not of the expected kind.
            case invalidRegistration
            /// The data source returned a cell it must not return.
            case invalidCell
            /// A diffable data source snapshot was given the same identifier twice.
            case nonUniqueIdentifiers
            /// Identifiers that compare equal have different hash values.
            case inconsistentIdentifierHashing
            /// A snapshot operation names a section or item the snapshot does not contain.
            case unknownIdentifier
            /// The table was changed directly while a diffable data source drives it.
            case diffableDataSourceBypassed
        }

        /// What went wrong.
        public let kind: Kind
        /// UIKit's message for it.
        public let message: String

        /// Creates a violation.
        ///
        /// - Parameters:
        ///   - kind: What went wrong.
        ///   - message: The message.
        public init(kind: Kind, message: String) {
            self.kind = kind
            self.message = message
        }

        /// The message.
        public var description: String { message }
    }

    /// Receives a table's consistency violations.
    public typealias HeadlessConsistencyViolationHandler = @MainActor (HeadlessConsistencyViolation) -> Void

    /// The handler new tables start with (HeadlessUIKit-only): stops the program with UIKit's
    /// message, as the device would. Main-actor isolated like the class.
    public static var headlessDefaultConsistencyViolationHandler: HeadlessConsistencyViolationHandler = { violation in
        fatalError("NSInternalInconsistencyException: \(violation.message)")
    }

    /// Reports a violation to the table's handler.
    func reportViolation(_ kind: HeadlessConsistencyViolation.Kind, _ message: String) {
        headlessConsistencyViolationHandler(HeadlessConsistencyViolation(kind: kind, message: message))
    }
}

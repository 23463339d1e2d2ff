import Foundation

extension UIPasteboard {
    /// The name of a pasteboard.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String

        /// Creates a name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a name.
        ///
        /// - Parameter rawValue: The name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The general pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// Options of `setItems(_:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The option's name (headless: the constant's name).
        public let rawValue: String

        /// Creates an option from its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// When the items leave the pasteboard (a `Date`).
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
        /// Whether the items stay on this device (a `Bool`), off Universal Clipboard.
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
    }

    /// Posted when a pasteboard's contents change, with the pasteboard as object and the type
    /// identifiers added and removed in its user info.
    nonisolated public static let changedNotification = NSNotification.Name("UIPasteboardChangedNotification")
    /// The user-info key of ``changedNotification`` for the type identifiers added (`[String]`).
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The user-info key of ``changedNotification`` for the type identifiers removed (`[String]`).
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"
    /// Posted when an app's pasteboard is removed (``remove(withName:)``), with it as object.
    nonisolated public static let removedNotification = NSNotification.Name("UIPasteboardRemovedNotification")
}

import Foundation

/// Whether spaces are added and removed around inserted and deleted words.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    /// The keyboard's default for the text.
    case `default` = 0
    /// No smart insertion or deletion.
    case no = 1
    /// Smart insertion and deletion.
    case yes = 2
}

import Foundation

/// Why a visual format string could not be turned into constraints (HeadlessUIKit-only: UIKit
/// raises an Objective-C exception, which
/// ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)`` turns into a
/// crash with this description).
public struct HeadlessVisualFormatError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The format string.
    public let format: String
    /// The character offset the problem was found at.
    public let offset: Int
    /// What is wrong there.
    public let reason: String

    /// The problem, the format and a caret under the offending character, as UIKit prints it.
    public var description: String {
        "Unable to parse constraint format: \(reason)\n\(format)\n\(String(repeating: " ", count: offset))^"
    }
}

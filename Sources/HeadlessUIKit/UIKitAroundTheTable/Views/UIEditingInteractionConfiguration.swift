import Foundation

/// Whether a responder takes part in the system's editing gestures, with UIKit's raw values.
public enum UIEditingInteractionConfiguration: Int, Sendable {
    /// No editing gestures.
    case none = 0
    /// The system's editing gestures.
    case `default` = 1
}

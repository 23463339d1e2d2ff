import Foundation

/// Kinds of data a text view turns into tappable links.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The kinds' bits.
    public let rawValue: UInt

    /// Creates kinds from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Postal addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Words to look up.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Money amounts (iOS 16).
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Physical values such as lengths (iOS 16).
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

import Foundation

/// What a text input holds, so the system can offer to fill it (names, addresses, passwords,
/// one-time codes).
///
/// Headless: the raw values are HeadlessUIKit's (the constants' own names); UIKit does not
/// document its strings. Nothing is ever filled in automatically.
public struct UITextContentType: Hashable, Equatable, RawRepresentable, Sendable {
    /// The raw string.
    public let rawValue: String

    /// Creates a content type from a raw string.
    ///
    /// - Parameter rawValue: The string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a content type from a raw string.
    ///
    /// - Parameter rawValue: The string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

extension UITextContentType {
    /// A full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A name prefix, such as Dr..
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A name suffix, such as Jr..
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// An organization name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A location.
    public static let location = UITextContentType(rawValue: "location")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// A city and a state.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// A sublocality.
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// A country.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// An account or login name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

import Foundation

/// Groups and sorts a table's objects into sections by the first letter of a string, and gives
/// the section titles and section index titles, as contacts screens do.
///
/// Headless: the collation is English's: the sections are the 26 letters A–Z, then `#`; a string
/// goes under its first letter with diacritics and case folded (`"Émile"` under E), and under `#`
/// when it starts with anything else (a digit, a symbol, a letter outside A–Z, or nothing).
///
/// Without the Objective-C runtime the collation-string selector cannot be performed; the string
/// of an object is read, in this order:
/// - a `String` or `NSString` object is its own string;
/// - otherwise the stored property the selector names, read with `Mirror` (`Selector("name")`
///   reads a stored `name` property holding a `String` or `NSString`; computed properties are
///   invisible to `Mirror`);
/// - otherwise, for an object conforming to `CustomStringConvertible`, its `description`.
/// Any other object stops the program, as UIKit raises an exception for an object that does not
/// respond to the selector.
open class UILocalizedIndexedCollation: NSObject {
    private static let letters = (UnicodeScalar("A").value...UnicodeScalar("Z").value)
        .map { String(Character(UnicodeScalar($0)!)) }
    private static let otherTitle = "#"
    private static let englishLocale = Locale(identifier: "en_US")

    /// Creates the English collation. Apps get one with ``current()``.
    public required override init() {
        super.init()
    }

    /// The collation for the current locale. Headless: always the English collation.
    ///
    /// - Returns: A collation.
    @preconcurrency @MainActor
    open class func current() -> Self {
        self.init()
    }

    /// The section titles: `A` to `Z`, then `#`.
    open var sectionTitles: [String] {
        Self.letters + [Self.otherTitle]
    }

    /// The section index titles shown at the table's edge: `A` to `Z`, then `#`.
    open var sectionIndexTitles: [String] {
        sectionTitles
    }

    /// The section a tap on a section index title scrolls to. In the English collation each
    /// index title has its own section, so this is `indexTitleIndex`.
    ///
    /// - Parameter indexTitleIndex: The position of the title in ``sectionIndexTitles``.
    /// - Returns: The section.
    @preconcurrency @MainActor
    open func section(forSectionIndexTitle indexTitleIndex: Int) -> Int {
        indexTitleIndex
    }

    /// The section an object belongs in, by the first letter of its collation string.
    ///
    /// - Parameters:
    ///   - object: The object; its string is read as the type's documentation describes.
    ///   - selector: The property giving the object's string.
    /// - Returns: The index in ``sectionTitles``: 0 for A … 25 for Z, 26 for `#`.
    open func section(for object: Any, collationStringSelector selector: Selector) -> Int {
        let key = Self.sortKey(Self.collationString(of: object, selector: selector))
        guard let first = key.first, let letter = Self.letters.firstIndex(of: String(first)) else {
            return Self.letters.count
        }
        return letter
    }

    /// The objects of one section sorted by their collation strings, ignoring case and
    /// diacritics; objects whose strings compare equal keep their order.
    ///
    /// - Parameters:
    ///   - array: The objects, whose strings are read as the type's documentation describes.
    ///   - selector: The property giving each object's string.
    /// - Returns: The sorted objects.
    /// - Complexity: O(*n* log *n*) for *n* objects.
    open func sortedArray(from array: [Any], collationStringSelector selector: Selector) -> [Any] {
        let keyed = array.enumerated().map { offset, object in
            (key: Self.sortKey(Self.collationString(of: object, selector: selector)), offset: offset, object: object)
        }
        return keyed
            .sorted { ($0.key, $0.offset) < ($1.key, $1.offset) }
            .map(\.object)
    }

    // MARK: - Private

    /// The string folded for comparison: diacritics, case and width ignored, in capitals.
    private static func sortKey(_ string: String) -> String {
        string
            .folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: englishLocale)
            .uppercased()
    }

    private static func collationString(of object: Any, selector: Selector) -> String {
        if let string = stringValue(object) { return string }
        let property = Mirror(reflecting: object).children.first { $0.label == selector.name }
        if let property, let string = stringValue(property.value) { return string }
        if let describable = object as? CustomStringConvertible { return describable.description }
        preconditionFailure("UILocalizedIndexedCollation: \(type(of: object)) has no string property named \(selector.name)")
    }

    private static func stringValue(_ value: Any) -> String? {
        if let string = value as? String { return string }
        if let string = value as? NSString { return string as String }
        return nil
    }
}

import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct IndexedCollationTests {
    private final class Contact: NSObject {
        let name: String
        init(name: String) { self.name = name }
    }

    private struct Tag: CustomStringConvertible {
        var description: String
    }

    @Test func englishCollationHasTheAlphabetThenHash() {
        let collation = UILocalizedIndexedCollation.current()
        expectEqual(collation.sectionTitles.count, 27)
        #expect(collation.sectionTitles.first == "A" && collation.sectionTitles[25] == "Z")
        expectEqual(collation.sectionTitles.last, "#")
        expectEqual(collation.sectionIndexTitles, collation.sectionTitles)
        expectEqual(collation.section(forSectionIndexTitle: 4), 4)
    }

    @Test func stringsGoUnderTheirFoldedFirstLetterOrHash() {
        let collation = UILocalizedIndexedCollation.current()
        let selector = Selector("self")
        expectEqual(collation.section(for: "apple", collationStringSelector: selector), 0)
        expectEqual(collation.section(for: "Émile", collationStringSelector: selector), 4)
        expectEqual(collation.section(for: "zoë", collationStringSelector: selector), 25)
        expectEqual(collation.section(for: NSString(string: "Ñandú"), collationStringSelector: selector), 13)
        expectEqual(collation.section(for: "42 Street", collationStringSelector: selector), 26)
        expectEqual(collation.section(for: "Δelta", collationStringSelector: selector), 26)
        expectEqual(collation.section(for: "", collationStringSelector: selector), 26)
    }

    @Test func objectsAreReadThroughTheStoredPropertyTheSelectorNames() {
        let collation = UILocalizedIndexedCollation.current()
        let contacts = ["bob", "Ávila", "alice", "Bea", "9 lives"].map { Contact(name: $0) }
        let sections = contacts.map { collation.section(for: $0, collationStringSelector: Selector("name")) }
        expectEqual(sections, [1, 0, 0, 1, 26])

        let sorted = collation.sortedArray(from: contacts, collationStringSelector: Selector("name"))
        expectEqual(sorted.compactMap { ($0 as? Contact)?.name }, ["9 lives", "alice", "Ávila", "Bea", "bob"])
    }

    @Test func describableObjectsUseTheirDescriptionAndEqualStringsKeepTheirOrder() {
        let collation = UILocalizedIndexedCollation.current()
        let tags: [Any] = [Tag(description: "b"), Tag(description: "a"), "B", Tag(description: "é")]
        expectEqual(collation.section(for: tags[0], collationStringSelector: Selector("title")), 1)
        let sorted = collation.sortedArray(from: tags, collationStringSelector: Selector("title"))
        expectEqual(sorted.map { String(describing: $0) }, ["a", "b", "B", "é"])
    }

    @Test func contactsScreenBuildsSectionsAndIndex() {
        let collation = UILocalizedIndexedCollation.current()
        let names = ["Zed", "amy", "Éric", "Adam", "#hash"]
        var sections = Array(repeating: [Any](), count: collation.sectionTitles.count)
        for name in names {
            sections[collation.section(for: name, collationStringSelector: Selector("self"))].append(name)
        }
        let sorted = sections.map { collation.sortedArray(from: $0, collationStringSelector: Selector("self")) as? [String] ?? [] }
        expectEqual(sorted[0], ["Adam", "amy"])
        expectEqual(sorted[4], ["Éric"])
        expectEqual(sorted[25], ["Zed"])
        expectEqual(sorted[26], ["#hash"])
        expectEqual(sorted.joined().count, names.count)
    }
}

import Expectations
import Foundation
import Testing
@testable import DTModelStorage

/// `Array.erasedItems`, the conversion the storages' generic entry points use: every element,
/// in order, as `Any`, whatever the element type, including from code that is not specialised.
@MainActor @Suite struct ErasedItemsTests {
    private struct Post: Equatable {
        let id: Int
        let title: String
        let tags: [String]
    }

    private final class Author {
        let name: String
        init(name: String) { self.name = name }
    }

    /// Converts from a generic context the optimiser cannot specialise, as `open` methods run.
    @inline(never)
    private func erased<Element>(_ items: [Element]) -> [Any] {
        items.erasedItems
    }

    @Test func structsLargerThanAnExistentialsInlineBufferKeepTheirValuesAndOrder() {
        let posts = (0..<100).map { Post(id: $0, title: "Post \($0)", tags: ["tag \($0)"]) }
        let items = erased(posts)
        expectEqual(items.count, 100)
        expectEqual(items.compactMap { $0 as? Post }, posts)
    }

    @Test func classInstancesAreTheSameObjects() {
        let authors = [Author(name: "A"), Author(name: "B")]
        let items = erased(authors)
        expectEqual(items.count, 2)
        #expect(zip(items, authors).allSatisfy { ($0 as? Author) === $1 })
    }

    @Test func optionalsAndMixedElementsStayAsTheyWere() {
        let values: [Int?] = [1, nil, 3]
        let items = erased(values)
        expectEqual(items.count, 3)
        expectEqual(items.map { $0 as? Int? }, [1, .some(nil), 3])
        let mixed: [Any] = [1, "two", Post(id: 3, title: "three", tags: [])]
        expectEqual(erased(mixed).map { String(describing: $0) }, mixed.map { String(describing: $0) })
    }

    @Test func anEmptyArrayGivesAnEmptyArray() {
        #expect(erased([Post]()).isEmpty)
    }

    @Test func addItemsAndInsertItemsStoreTheConvertedItemsInOrder() throws {
        let storage = MemoryStorage()
        let posts = (0..<5).map { Post(id: $0, title: "Post \($0)", tags: []) }
        storage.addItems(Array(posts[0..<2]))
        storage.addItems(Array(posts[4...]))
        try storage.insertItems(Array(posts[2..<4]), at: IndexPath(item: 2, section: 0))
        expectEqual(storage.items(inSection: 0)?.compactMap { $0 as? Post }, posts)
    }
}

import Expectations
import Foundation
import Testing
@testable import DTModelStorage

/// A section given a typed array keeps it as it is until an edit or a read of the whole `[Any]`
/// needs the conversion, and behaves exactly like a section of `[Any]` meanwhile.
@MainActor @Suite struct TypedSectionItemsTests {
    private struct Post: Equatable {
        let id: Int
        let title: String
    }

    private func posts(_ ids: ClosedRange<Int>) -> [Post] {
        ids.map { Post(id: $0, title: "Post \($0)") }
    }

    private func isTyped(_ section: SectionModel?) -> Bool {
        section?.contents.typedArray(of: Post.self) != nil
    }

    @Test func setItemsKeepsTheTypedArrayAndReadsElementsAsAny() throws {
        let storage = MemoryStorage()
        storage.setItems(posts(1...5))
        let section = try #require(storage.section(atIndex: 0))
        #expect(isTyped(section))
        expectEqual(storage.numberOfItems(inSection: 0), 5)
        expectEqual(storage.item(at: IndexPath(item: 2, section: 0)) as? Post, Post(id: 3, title: "Post 3"))
        expectNil(storage.item(at: IndexPath(item: 5, section: 0)))
        expectEqual(storage.indexPath(forItem: Post(id: 4, title: "Post 4")), IndexPath(item: 3, section: 0))
        expectEqual(section.items(ofType: Post.self), posts(1...5))
        expectEqual(storage.totalNumberOfItems, 5)
        #expect(isTyped(section), "reading elements must not convert the array")
    }

    @Test func readingItemsConvertsOnceToTheSameElements() throws {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([posts(1...2), posts(3...3)])
        let section = try #require(storage.section(atIndex: 1))
        #expect(isTyped(section))
        expectEqual(section.items.compactMap { $0 as? Post }, posts(3...3))
        #expect(!isTyped(section))
        expectEqual(storage.items(inSection: 0)?.compactMap { $0 as? Post }, posts(1...2))
    }

    @Test func editsOfATypedSectionConvertAndKeepEveryItem() {
        let storage = MemoryStorage()
        storage.setItems(posts(1...4))
        storage.addItem("not a post")
        try? storage.removeItem(Post(id: 2, title: "Post 2"))
        storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        let items = storage.section(atIndex: 0)?.items ?? []
        expectEqual(items.count, 4)
        expectEqual(items.prefix(2).compactMap { $0 as? Post }, [Post(id: 3, title: "Post 3"), Post(id: 4, title: "Post 4")])
        expectEqual(items[2] as? String, "not a post")
        expectEqual(items[3] as? Post, Post(id: 1, title: "Post 1"))
    }

    @Test func batchOnATypedSectionDeliversAValidUpdate() throws {
        let storage = MemoryStorage()
        let old = Array(0..<20)
        storage.setItems(old)
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        storage.performUpdates {
            storage.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 10, section: 0))
            storage.addItems([20, 21])
            storage.removeItems(at: [IndexPath(item: 5, section: 0)])
        }
        let update = try #require(delegate.lastUpdate)
        expectEqual(contents(of: storage), [old], "the storage changed before the update was applied")
        update.applyDeferredDatasourceUpdates()
        var expected = old
        expected.insert(expected.remove(at: 0), at: 10)
        expected += [20, 21]
        expected.remove(at: 5)
        expectEqual(contents(of: storage), [expected])
        try expectEqual(BatchReplay.apply(update, to: [old], target: [expected]), [expected])
    }

    @Test func sectionItemsOfAnyStayErasedAndEditInPlace() {
        let erased: [Any] = [1, "two"]
        var items = SectionItems(typed: erased)
        expectNil(items.typedArray(of: Any.self))
        expectEqual(items.count, 2)
        var typed = SectionItems(typed: [1, 2, 3])
        expectEqual(typed.typedArray(of: Int.self), [1, 2, 3])
        typed.withErased { $0.append(4) }
        expectNil(typed.typedArray(of: Int.self))
        expectEqual(typed.compactMap { $0 as? Int }, [1, 2, 3, 4])
        let removed = items.withErased { $0.removeFirst() }
        expectEqual(removed as? Int, 1)
        expectEqual(items.erased.first as? String, "two")
    }
}

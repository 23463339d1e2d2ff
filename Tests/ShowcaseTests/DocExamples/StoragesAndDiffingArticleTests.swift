import DTModelStorage
import Testing

// Mirrors DTModelStorage.docc/StoragesAndDiffing.md.

struct ShoppingItem: Equatable, EntityIdentifiable {
    let id: Int
    var name: String
    var identifier: AnyHashable { id }
}

/// Records the updates a storage delivers.
@MainActor
final class DeliveredUpdates: @MainActor StorageUpdating {
    var updates: [StorageUpdate] = []
    var reloads = 0

    func storageDidPerformUpdate(_ update: StorageUpdate) {
        update.applyDeferredDatasourceUpdates()
        updates.append(update)
    }

    func storageNeedsReloading() {
        reloads += 1
    }
}

@MainActor @Suite struct StoragesAndDiffingArticleTests {
    @Test func editingOperationsChangeContents() throws {
        let storage = MemoryStorage()
        storage.setItems(["Flour", "Eggs"], forSection: 0)
        storage.addItem("Milk")
        try storage.insertItem("Butter", to: IndexPath(row: 0, section: 0))
        storage.moveItem(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        try storage.removeItem("Eggs")
        #expect(storage.items(inSection: 0) as? [String] == ["Flour", "Milk", "Butter"])
    }

    @Test func animatedReplacementsDeliverOneUpdateEach() {
        let storage = MemoryStorage()
        let delegate = DeliveredUpdates()
        storage.setItemsForAllSections([[ShoppingItem(id: 1, name: "Flour")], [ShoppingItem(id: 2, name: "Eggs")]])
        storage.delegate = delegate
        let refreshedPosts = [ShoppingItem(id: 3, name: "Milk"), ShoppingItem(id: 1, name: "Flour")]
        let drafts = [ShoppingItem(id: 2, name: "Free-range eggs")]
        let pinned = [ShoppingItem(id: 2, name: "Eggs")]
        let recent = [ShoppingItem(id: 1, name: "Flour"), ShoppingItem(id: 3, name: "Milk")]

        storage.setItems(refreshedPosts, animated: true)                 // section 0
        storage.setItems(drafts, forSection: 1, animated: true)
        storage.setItemsForAllSections([pinned, recent], animated: true)  // section i stays section i

        #expect(delegate.updates.count == 3)
        #expect(delegate.reloads == 0)
        #expect(storage.items(inSection: 0) as? [ShoppingItem] == pinned)
        #expect(storage.items(inSection: 1) as? [ShoppingItem] == recent)
    }

    @Test func singleSectionStorageAccumulatesWithAStrategy() {
        let firstPage = [ShoppingItem(id: 1, name: "Flour"), ShoppingItem(id: 2, name: "Eggs")]
        let secondPage = [ShoppingItem(id: 2, name: "Free-range eggs"), ShoppingItem(id: 3, name: "Milk")]
        let storage = SingleSectionEquatableStorage(items: firstPage)
        storage.addItems(secondPage, UpdateOldValuesAccumulationStrategy())
        #expect(storage.items.map(\.name) == ["Flour", "Free-range eggs", "Milk"])
    }

    @Test func performUpdatesDeliversOneUpdate() {
        let storage = MemoryStorage()
        let delegate = DeliveredUpdates()
        storage.setItems(["Flour", "Eggs"], forSection: 0)
        storage.delegate = delegate
        storage.performUpdates {
            storage.addItem("Sugar")
            storage.removeItems(at: [IndexPath(row: 0, section: 0)])
        }
        #expect(delegate.updates.count == 1)
        #expect(storage.items(inSection: 0) as? [String] == ["Eggs", "Sugar"])
    }

    @Test func moveWithoutAnimationDeliversNothing() {
        let storage = MemoryStorage()
        let delegate = DeliveredUpdates()
        storage.setItems(["Flour", "Eggs"], forSection: 0)
        storage.delegate = delegate
        let source = IndexPath(row: 0, section: 0)
        let destination = IndexPath(row: 1, section: 0)
        storage.moveItemWithoutAnimation(from: source, to: destination)
        #expect(delegate.updates.isEmpty)
        #expect(storage.items(inSection: 0) as? [String] == ["Eggs", "Flour"])
    }

    @Test func supplementaryModelsArePerSection() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([["Flour"], ["Milk"]])
        storage.setSectionHeaderModels(["Dry", "Fresh"])
        storage.setSectionFooterModels(["2 items", "3 items"])
        #expect(storage.headerModel(forSection: 1) as? String == "Fresh")
        #expect(storage.footerModel(forSection: 0) as? String == "2 items")
    }

    @Test func linearDifferReportsDeletionAndInsertion() {
        let before = [ShoppingItem(id: 1, name: "Flour"), ShoppingItem(id: 2, name: "Eggs")]
        let after = [ShoppingItem(id: 2, name: "Eggs"), ShoppingItem(id: 3, name: "Milk")]
        let changes = LinearDiffer().changeset(from: before, to: after)
        // changes.deletions == [0], changes.insertions == [1]
        #expect(changes.deletions == [0])
        #expect(changes.insertions == [1])
        #expect(changes.moves.isEmpty)
        #expect(changes.updates.isEmpty)
    }

    @Test func hashableElementsCanBeTheirOwnIdentity() {
        let changes = LinearDiffer().changeset(from: ["a", "b"], to: ["b", "a", "c"], identifiedBy: \.self)
        #expect(changes.insertions == [2])
        #expect(changes.updates.isEmpty)
    }
}

import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct SectionSnapshotTests {
    /// Fruit (Apple, Pear (Conference)), Vegetables (Leek), Nuts — nothing expanded.
    private func groceries() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables", "Nuts"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Conference"], to: "Pear")
        outline.append(["Leek"], to: "Vegetables")
        return outline
    }

    @Test func itemsListParentsBeforeTheirChildren() {
        let outline = groceries()
        #expect(outline.items == ["Fruit", "Apple", "Pear", "Conference", "Vegetables", "Leek", "Nuts"])
        #expect(outline.rootItems == ["Fruit", "Vegetables", "Nuts"])
        #expect(outline.index(of: "Conference") == 3)
        #expect(outline.index(of: "Plum") == nil)
        #expect(outline.level(of: "Conference") == 2)
        #expect(outline.level(of: "Nuts") == 0)
        #expect(outline.parent(of: "Conference") == "Pear")
        #expect(outline.parent(of: "Fruit") == nil)
        #expect(outline.contains("Leek"))
        #expect(!outline.contains("Plum"))
    }

    @Test func onlyChildrenOfExpandedAncestorsAreVisible() {
        var outline = groceries()
        #expect(outline.visibleItems == ["Fruit", "Vegetables", "Nuts"])
        outline.expand(["Pear"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables", "Nuts"])
        #expect(!outline.isVisible("Conference"))
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Conference", "Vegetables", "Nuts"])
        #expect(outline.isVisible("Conference"))
        #expect(outline.isExpanded("Fruit"))
        #expect(outline.expandedItems == ["Fruit", "Pear"])
        outline.collapse(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables", "Nuts"])
        #expect(outline.isExpanded("Pear"))
    }

    @Test func insertingPutsItemsAndOutlinesBesideTheirSibling() {
        var outline = groceries()
        outline.insert(["Plum"], before: "Pear")
        outline.insert(["Cherry"], after: "Pear")
        #expect(outline.snapshot(of: "Fruit").rootItems == ["Apple", "Plum", "Pear", "Cherry"])
        var herbs = NSDiffableDataSourceSectionSnapshot<String>()
        herbs.append(["Herbs"])
        herbs.append(["Basil"], to: "Herbs")
        herbs.expand(["Herbs"])
        outline.insert(herbs, after: "Vegetables")
        #expect(outline.rootItems == ["Fruit", "Vegetables", "Herbs", "Nuts"])
        #expect(outline.parent(of: "Basil") == "Herbs")
        #expect(outline.isExpanded("Herbs"))
        var seeds = NSDiffableDataSourceSectionSnapshot<String>()
        seeds.append(["Seeds"])
        outline.insert(seeds, before: "Fruit")
        #expect(outline.rootItems.first == "Seeds")
    }

    @Test func deletingAnItemDeletesItsDescendants() {
        var outline = groceries()
        outline.expand(["Pear"])
        outline.delete(["Pear", "Leek"])
        #expect(outline.items == ["Fruit", "Apple", "Vegetables", "Nuts"])
        #expect(!outline.contains("Conference"))
        #expect(outline.expandedItems.isEmpty)
        outline.append(["Pear"], to: "Nuts")
        #expect(outline.parent(of: "Pear") == "Nuts")
        outline.deleteAll()
        #expect(outline.items.isEmpty)
        #expect(outline.rootItems.isEmpty)
    }

    @Test func childSnapshotsKeepTheSubtreeAndItsExpansion() {
        var outline = groceries()
        outline.expand(["Pear"])
        let children = outline.snapshot(of: "Fruit")
        #expect(children.rootItems == ["Apple", "Pear"])
        #expect(children.items == ["Apple", "Pear", "Conference"])
        #expect(children.isExpanded("Pear"))
        #expect(children.level(of: "Conference") == 1)
        let withParent = outline.snapshot(of: "Fruit", includingParent: true)
        #expect(withParent.rootItems == ["Fruit"])
        #expect(withParent.items == ["Fruit", "Apple", "Pear", "Conference"])
        #expect(!withParent.contains("Vegetables"))
    }

    @Test func replacingChildrenSwapsTheWholeSubtree() {
        var outline = groceries()
        var citrus = NSDiffableDataSourceSectionSnapshot<String>()
        citrus.append(["Lemon", "Lime"])
        outline.replace(childrenOf: "Fruit", using: citrus)
        #expect(outline.items == ["Fruit", "Lemon", "Lime", "Vegetables", "Leek", "Nuts"])
        #expect(!outline.contains("Conference"))
        #expect(outline.parent(of: "Lime") == "Fruit")
        #expect(NSDiffableDataSourceSectionSnapshot(outline).items == outline.items)
    }

    @Test func duplicatesAndUnknownItemsAreReportedAndChangeNothing() {
        var outline = groceries()
        let before = outline.items
        let (_, violations) = HeadlessSnapshotViolations.collecting {
            outline.append(["Apple"])
            outline.append(["Kiwi", "Kiwi"])
            outline.append(["Kiwi"], to: "Bread")
            outline.insert(["Kiwi"], after: "Bread")
            outline.expand(["Bread"])
            _ = outline.level(of: "Bread")
        }
        #expect(outline.items == before)
        #expect(violations.map(\.kind) == [
            .nonUniqueIdentifiers, .nonUniqueIdentifiers, .unknownIdentifier, .unknownIdentifier, .unknownIdentifier, .unknownIdentifier,
        ])
    }

    @Test func visualDescriptionIndentsByLevelAndMarksParents() {
        var outline = groceries()
        outline.expand(["Fruit"])
        #expect(outline.visualDescription() == """
        - Fruit
            Apple
          + Pear
              Conference
        + Vegetables
            Leek
          Nuts
        """)
    }
}

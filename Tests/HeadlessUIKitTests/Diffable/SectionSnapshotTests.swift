import Expectations
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
        expectEqual(outline.items, ["Fruit", "Apple", "Pear", "Conference", "Vegetables", "Leek", "Nuts"])
        expectEqual(outline.rootItems, ["Fruit", "Vegetables", "Nuts"])
        expectEqual(outline.index(of: "Conference"), 3)
        expectNil(outline.index(of: "Plum"))
        expectEqual(outline.level(of: "Conference"), 2)
        expectEqual(outline.level(of: "Nuts"), 0)
        expectEqual(outline.parent(of: "Conference"), "Pear")
        expectNil(outline.parent(of: "Fruit"))
        #expect(outline.contains("Leek"))
        #expect(!outline.contains("Plum"))
    }

    @Test func onlyChildrenOfExpandedAncestorsAreVisible() {
        var outline = groceries()
        expectEqual(outline.visibleItems, ["Fruit", "Vegetables", "Nuts"])
        outline.expand(["Pear"])
        expectEqual(outline.visibleItems, ["Fruit", "Vegetables", "Nuts"])
        #expect(!outline.isVisible("Conference"))
        outline.expand(["Fruit"])
        expectEqual(outline.visibleItems, ["Fruit", "Apple", "Pear", "Conference", "Vegetables", "Nuts"])
        #expect(outline.isVisible("Conference"))
        #expect(outline.isExpanded("Fruit"))
        expectEqual(outline.expandedItems, ["Fruit", "Pear"])
        outline.collapse(["Fruit"])
        expectEqual(outline.visibleItems, ["Fruit", "Vegetables", "Nuts"])
        #expect(outline.isExpanded("Pear"))
    }

    @Test func insertingPutsItemsAndOutlinesBesideTheirSibling() {
        var outline = groceries()
        outline.insert(["Plum"], before: "Pear")
        outline.insert(["Cherry"], after: "Pear")
        expectEqual(outline.snapshot(of: "Fruit").rootItems, ["Apple", "Plum", "Pear", "Cherry"])
        var herbs = NSDiffableDataSourceSectionSnapshot<String>()
        herbs.append(["Herbs"])
        herbs.append(["Basil"], to: "Herbs")
        herbs.expand(["Herbs"])
        outline.insert(herbs, after: "Vegetables")
        expectEqual(outline.rootItems, ["Fruit", "Vegetables", "Herbs", "Nuts"])
        expectEqual(outline.parent(of: "Basil"), "Herbs")
        #expect(outline.isExpanded("Herbs"))
        var seeds = NSDiffableDataSourceSectionSnapshot<String>()
        seeds.append(["Seeds"])
        outline.insert(seeds, before: "Fruit")
        expectEqual(outline.rootItems.first, "Seeds")
    }

    @Test func deletingAnItemDeletesItsDescendants() {
        var outline = groceries()
        outline.expand(["Pear"])
        outline.delete(["Pear", "Leek"])
        expectEqual(outline.items, ["Fruit", "Apple", "Vegetables", "Nuts"])
        #expect(!outline.contains("Conference"))
        #expect(outline.expandedItems.isEmpty)
        outline.append(["Pear"], to: "Nuts")
        expectEqual(outline.parent(of: "Pear"), "Nuts")
        outline.deleteAll()
        #expect(outline.items.isEmpty)
        #expect(outline.rootItems.isEmpty)
    }

    @Test func childSnapshotsKeepTheSubtreeAndItsExpansion() {
        var outline = groceries()
        outline.expand(["Pear"])
        let children = outline.snapshot(of: "Fruit")
        expectEqual(children.rootItems, ["Apple", "Pear"])
        expectEqual(children.items, ["Apple", "Pear", "Conference"])
        #expect(children.isExpanded("Pear"))
        expectEqual(children.level(of: "Conference"), 1)
        let withParent = outline.snapshot(of: "Fruit", includingParent: true)
        expectEqual(withParent.rootItems, ["Fruit"])
        expectEqual(withParent.items, ["Fruit", "Apple", "Pear", "Conference"])
        #expect(!withParent.contains("Vegetables"))
    }

    @Test func replacingChildrenSwapsTheWholeSubtree() {
        var outline = groceries()
        var citrus = NSDiffableDataSourceSectionSnapshot<String>()
        citrus.append(["Lemon", "Lime"])
        outline.replace(childrenOf: "Fruit", using: citrus)
        expectEqual(outline.items, ["Fruit", "Lemon", "Lime", "Vegetables", "Leek", "Nuts"])
        #expect(!outline.contains("Conference"))
        expectEqual(outline.parent(of: "Lime"), "Fruit")
        expectEqual(NSDiffableDataSourceSectionSnapshot(outline).items, outline.items)
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
        expectEqual(outline.items, before)
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

import Expectations
import Foundation
import Testing
import HeadlessUIKit

/// A drop coordinator exposes the drop as created and records each `drop` call in order.
@MainActor @Suite struct DropCoordinatorTests {
    @Test func itemsDefaultToSessionItemsWithoutSourceRows() {
        let dragItems = [UIDragItem(itemProvider: NSItemProvider()), UIDragItem(itemProvider: NSItemProvider())]
        let session = HeadlessDropSession(items: dragItems)

        let coordinator = HeadlessTableViewDropCoordinator(
            session: session,
            destinationIndexPath: nil,
            proposal: UITableViewDropProposal(operation: .copy)
        )

        expectEqual(coordinator.items.map(\.dragItem), dragItems)
        #expect(coordinator.items.allSatisfy { $0.sourceIndexPath == nil })
        expectNil(coordinator.destinationIndexPath)
        expectEqual(coordinator.proposal.intent, .unspecified)
        expectIdentical(coordinator.session, session)
    }

    @Test func dropsAreRecordedInCallOrder() {
        let item = UIDragItem(itemProvider: NSItemProvider())
        let target = UIDragPreviewTarget(container: UIView(), center: CGPoint(x: 1, y: 2))
        let coordinator = HeadlessTableViewDropCoordinator(
            session: HeadlessDropSession(items: [item]),
            destinationIndexPath: IndexPath(row: 0, section: 0),
            proposal: UITableViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath),
            items: [HeadlessTableViewDropItem(dragItem: item, sourceIndexPath: IndexPath(row: 4, section: 0))]
        )
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)

        coordinator.drop(item, toRowAt: IndexPath(row: 1, section: 0))
        coordinator.drop(item, intoRowAt: IndexPath(row: 2, section: 0), rect: rect)
        coordinator.drop(item, to: target)

        expectEqual(coordinator.items.first?.sourceIndexPath, IndexPath(row: 4, section: 0))
        expectEqual(coordinator.drops.map(\.dragItem), [item, item, item])
        guard coordinator.drops.count == 3,
              case .row(let row) = coordinator.drops[0].destination,
              case .intoRow(let intoRow, let intoRect) = coordinator.drops[1].destination,
              case .target(let recordedTarget) = coordinator.drops[2].destination
        else {
            Issue.record("unexpected drops: \(coordinator.drops.map(\.destination))")
            return
        }
        expectEqual(row, IndexPath(row: 1, section: 0))
        expectEqual(intoRow, IndexPath(row: 2, section: 0))
        expectEqual(intoRect, rect)
        expectIdentical(recordedTarget, target)
    }

    @Test func invalidatingPlaceholdersRefusesLaterCommits() {
        let item = UIDragItem(itemProvider: NSItemProvider())
        let coordinator = HeadlessTableViewDropCoordinator(
            session: HeadlessDropSession(items: [item]),
            destinationIndexPath: IndexPath(row: 0, section: 0),
            proposal: UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        )
        let placeholder = UITableViewDropPlaceholder(
            insertionIndexPath: IndexPath(row: 0, section: 0),
            reuseIdentifier: "Cell",
            rowHeight: UITableView.automaticDimension
        )
        let context = coordinator.drop(item, to: placeholder)

        coordinator.invalidatePlaceholders()

        #expect(!context.commitInsertion { _ in })
    }
}

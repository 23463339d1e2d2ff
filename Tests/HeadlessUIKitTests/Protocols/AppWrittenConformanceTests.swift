import Expectations
import Foundation
import TableMethodFixtures
import Testing
import HeadlessUIKit

/// Classes written the way iOS apps and their tests adopt UIKit's data-type protocols conform
/// unchanged: the protocols require exactly what UIKit requires, no more.
@MainActor @Suite struct AppWrittenConformanceTests {
    @Test func appWrittenDropCoordinatorReachesDropDelegate() {
        let delegate = EveryMethodImplementer()
        let coordinator = AppDropCoordinator()

        delegate.tableView(UITableView(frame: .zero, style: .plain), performDropWith: coordinator)

        expectEqual(delegate.calls, [.performDropWithCoordinator])
    }

    @Test func appWrittenPlaceholderContextCommitsThroughTheProtocol() {
        let coordinator: any UITableViewDropCoordinator = AppDropCoordinator()
        let placeholder = UITableViewDropPlaceholder(insertionIndexPath: IndexPath(row: 0, section: 0), reuseIdentifier: "Cell", rowHeight: 44)
        var updated: [IndexPath] = []

        let context = coordinator.drop(coordinator.session.items[0], to: placeholder)
        let committed = context.commitInsertion { updated.append($0) }

        #expect(committed)
        expectEqual(updated, [IndexPath(row: 0, section: 0)])
    }

    @Test func appWrittenSessionServesAsDragAndDropSession() {
        let session = AppDragAndDropSession()
        let drag: any UIDragSession = session
        let drop: any UIDropSession = session

        expectEqual(drag.items.count, 1)
        expectNil(drop.localDragSession)
        expectEqual(drop.progressIndicatorStyle, .default)
    }

    @Test func appWrittenAnimatorAndSpringLoadedContextConform() {
        let animator: any UIContextMenuInteractionCommitAnimating = AppContextMenuAnimator()
        let context: any UISpringLoadedInteractionContext = AppSpringLoadedContext()

        expectEqual(animator.preferredCommitStyle, .pop)
        expectEqual(context.state, .activated)
        expectEqual(context.location(in: nil), .zero)
    }
}

private final class AppSpringLoadedContext: NSObject, UISpringLoadedInteractionContext {
    var state: UISpringLoadedInteractionEffectState = .activated
    var targetView: UIView?
    var targetItem: Any?

    func location(in view: UIView?) -> CGPoint { .zero }
}

private final class AppDragAndDropSession: NSObject, UIDragSession, UIDropSession {
    var items = [UIDragItem(itemProvider: NSItemProvider())]
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    var localContext: Any?
    var progress = Progress(totalUnitCount: 0)
    var localDragSession: UIDragSession?
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default

    func location(in view: UIView) -> CGPoint { .zero }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { false }
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool { false }

    func loadObjects(
        ofClass aClass: NSItemProviderReading.Type,
        completion: @escaping ([NSItemProviderReading]) -> Void
    ) -> Progress {
        completion([])
        return progress
    }
}

private final class AppPlaceholderContext: NSObject, UITableViewDropPlaceholderContext {
    let dragItem: UIDragItem
    let insertionIndexPath: IndexPath

    init(dragItem: UIDragItem, insertionIndexPath: IndexPath) {
        self.dragItem = dragItem
        self.insertionIndexPath = insertionIndexPath
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        dataSourceUpdates(insertionIndexPath)
        return true
    }

    func deletePlaceholder() -> Bool { true }
    func addAnimations(_ animations: @escaping () -> Void) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
}

private final class AppDropCoordinator: NSObject, UITableViewDropCoordinator {
    var items: [UITableViewDropItem] = []
    var destinationIndexPath: IndexPath? = IndexPath(row: 0, section: 0)
    var proposal = UITableViewDropProposal(operation: .copy, intent: .automatic)
    var session: UIDropSession = AppDragAndDropSession()

    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext {
        AppPlaceholderContext(dragItem: dragItem, insertionIndexPath: destinationIndexPath ?? IndexPath(row: 0, section: 0))
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating {
        AppPlaceholderContext(dragItem: dragItem, insertionIndexPath: indexPath)
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        AppPlaceholderContext(dragItem: dragItem, insertionIndexPath: indexPath)
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        AppPlaceholderContext(dragItem: dragItem, insertionIndexPath: IndexPath(row: 0, section: 0))
    }
}

private final class AppContextMenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    var previewViewController: UIViewController?

    func addAnimations(_ animations: @escaping () -> Void) {}
    func addCompletion(_ completion: @escaping () -> Void) {}
}

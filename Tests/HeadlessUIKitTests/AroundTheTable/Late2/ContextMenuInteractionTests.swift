import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A delegate giving a Copy/Delete menu and recording the calls it gets.
private final class PhotoMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    var events: [String] = []
    var offersMenu = true

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        events.append("configuration at \(Int(location.x)),\(Int(location.y))")
        guard offersMenu else { return nil }
        return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { [weak self] _ in
            UIMenu(title: "", children: [
                UIAction(title: "Copy") { _ in self?.events.append("copy") },
                UIAction(title: "Delete", attributes: .destructive) { _ in self?.events.append("delete") },
            ])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        events.append("willDisplay")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        events.append("willEnd")
    }
}

/// An interaction recording its moves between views, as app subclasses override them.
private final class RecordingInteraction: UIContextMenuInteraction {
    var moves: [String] = []
    override func willMove(to view: UIView?) {
        super.willMove(to: view)
        moves.append("will \(view?.tag ?? -1)")
    }
    override func didMove(to view: UIView?) {
        super.didMove(to: view)
        moves.append("did \(view?.tag ?? -1)")
    }
}

@MainActor @Suite struct ContextMenuInteractionTests {
    @Test func longPressAsksTheDelegateAndShowsTheMenuUntilDismissed() throws {
        let delegate = PhotoMenuDelegate()
        let photo = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        container.addSubview(photo)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        photo.addInteraction(interaction)

        let configuration = try #require(interaction.simulateLongPress(at: CGPoint(x: 10, y: 20)))
        expectEqual(interaction.location(in: container), CGPoint(x: 30, y: 60))
        let menu = try #require(configuration.headlessActionProvider?([]))
        expectEqual(menu.children.map(\.title), ["Copy", "Delete"])

        interaction.dismissMenu()
        interaction.dismissMenu()
        expectEqual(delegate.events, ["configuration at 10,20", "willDisplay", "willEnd"])
    }

    @Test func noMenuOpensWithoutAConfigurationOrOutsideTheView() {
        let delegate = PhotoMenuDelegate()
        delegate.offersMenu = false
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let interaction = UIContextMenuInteraction(delegate: delegate)
        expectNil(interaction.simulateLongPress(at: CGPoint(x: 5, y: 5)), "not added to a view")
        photo.addInteraction(interaction)
        expectNil(interaction.simulateLongPress(at: CGPoint(x: 80, y: 5)))
        expectNil(interaction.simulateLongPress(at: CGPoint(x: 5, y: 5)))
        expectEqual(delegate.events, ["configuration at 5,5"])
    }

    @Test func viewsKeepTheirInteractionsAndTellThemOfMoves() {
        let delegate = PhotoMenuDelegate()
        let first = UIView()
        first.tag = 1
        let second = UIView()
        second.tag = 2
        let interaction = RecordingInteraction(delegate: delegate)

        first.addInteraction(interaction)
        expectIdentical(interaction.view, first)
        expectEqual(first.interactions.count, 1)
        second.addInteraction(interaction)
        #expect(first.interactions.isEmpty)
        expectIdentical(second.interactions.first, interaction)
        second.interactions = []
        expectNil(interaction.view)
        expectEqual(interaction.moves, ["will 1", "did 1", "will -1", "did -1", "will 2", "did 2", "will -1", "did -1"])
    }

    @Test func removingTheInteractionEndsItsShownMenu() {
        let delegate = PhotoMenuDelegate()
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let interaction = UIContextMenuInteraction(delegate: delegate)
        photo.addInteraction(interaction)
        interaction.simulateLongPress(at: CGPoint(x: 1, y: 1))
        photo.removeInteraction(interaction)
        expectEqual(delegate.events, ["configuration at 1,1", "willDisplay", "willEnd"])
        expectIdentical(interaction.delegate, delegate)
    }
}

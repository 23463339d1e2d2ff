import Expectations
import Foundation
import Testing
import UIKit

/// A player screen that handles the lock screen's and headphones' playback controls.
private final class PlayerController: UIViewController {
    private(set) var received = 0

    override func remoteControlReceived(with event: UIEvent?) {
        received += 1
    }

    override var textInputContextIdentifier: String? { "player" }
}

/// Remote-control events travel up the responder chain to the controller that handles them.
@MainActor @Suite struct RemoteControlTests {
    @Test func aSubviewPassesRemoteControlEventsToItsController() {
        let player = PlayerController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = player
        let artwork = UIImageView()
        player.view.addSubview(artwork)

        artwork.remoteControlReceived(with: nil)
        expectEqual(player.received, 1)
        expectEqual(player.textInputContextIdentifier, "player")
        expectEqual(artwork.textInputContextIdentifier, nil)
        UIResponder.clearTextInputContextIdentifier("player")
    }
}

import Foundation

/// One instance of the app's user interface, with its lifecycle.
///
/// Headless: scenes are created by ``HeadlessApp/launch(delegate:sceneManifest:launchOptions:opening:continuing:_:)``
/// (UIKit creates them when the system connects one); the activation state changes as the app
/// launches and as a test moves the app to the background and back
/// (``HeadlessApp/simulateMoveToBackground()``, ``HeadlessApp/simulateMoveToForeground()``).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The states a scene moves through.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Creates a scene for a session; UIKit calls it when the system connects a scene.
    ///
    /// - Parameters:
    ///   - session: The session the scene belongs to.
    ///   - connectionOptions: Why the scene connects.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The session the scene belongs to.
    open private(set) var session: UISceneSession

    /// The object told about the scene's lifecycle. The scene keeps it (a strong reference, as
    /// in UIKit).
    open var delegate: UISceneDelegate?

    /// The scene's state: `.unattached` until it connects.
    open internal(set) var activationState: ActivationState = .unattached

    /// The scene's title, shown by the system's app switcher; stored only.
    open var title: String!
}

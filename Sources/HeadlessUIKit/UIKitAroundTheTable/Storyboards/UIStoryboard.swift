import Foundation

/// A storyboard: a set of view controller scenes and the segues between them.
///
/// Headless: storyboard files cannot be read on this platform, so a storyboard's scenes are
/// declared in code with ``registerHeadlessStoryboard(named:bundle:initialSceneIdentifier:scenes:)``,
/// as nibs are with `UINib.registerHeadlessNib(named:bundle:_:)`: each scene is a factory that
/// creates its controller, with the segues that start from it.
///
/// ```swift
/// UIStoryboard.registerHeadlessStoryboard(named: "Main", bundle: nil, initialSceneIdentifier: "list", scenes: [
///     .init(identifier: "list", segues: [.init(identifier: "showRecipe", destination: "detail", kind: .show)]) { _ in
///         RecipesViewController()
///     },
///     .init(identifier: "detail") { _ in RecipeDetailViewController() },
/// ])
/// ```
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    private let declaration: HeadlessDeclaration

    /// Opens the storyboard of a name in a bundle. A storyboard never declared stops the program
    /// with UIKit's message, as a missing storyboard file does on a device.
    ///
    /// - Parameters:
    ///   - name: The storyboard's name, without extension.
    ///   - storyboardBundleOrNil: The bundle; `nil` means the main bundle.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let key = Key(name: name, bundlePath: (storyboardBundleOrNil ?? .main).bundlePath)
        guard let declaration = Self.registry[key] else {
            preconditionFailure(
                "Could not find a storyboard named '\(name)' in bundle '\(key.bundlePath)'. "
                    + "HeadlessUIKit: declare it with UIStoryboard.registerHeadlessStoryboard(named:bundle:initialSceneIdentifier:scenes:)."
            )
        }
        self.declaration = declaration
        super.init()
    }

    /// Creates the storyboard's initial view controller, or `nil` when it has none.
    ///
    /// - Returns: The controller.
    open func instantiateInitialViewController() -> UIViewController? {
        declaration.initialSceneIdentifier.map { instantiateViewController(withIdentifier: $0) }
    }

    /// Creates the controller of the scene with this storyboard identifier. An identifier the
    /// storyboard does not declare stops the program with UIKit's exception message.
    ///
    /// - Parameter identifier: The scene's storyboard ID.
    /// - Returns: A new controller; its `storyboard` is this storyboard.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        let controller = scene(identifier).factory(self)
        controller.storyboardScene = (self, identifier)
        return controller
    }

    /// Creates the initial view controller through a closure that calls the controller's own
    /// initializer, as iOS 13 allows for dependency injection. Headless: `creator` gets an
    /// empty coder; without it, the scene's factory creates the controller.
    ///
    /// - Parameter creator: Creates the controller from the coder.
    /// - Returns: The controller, or `nil` when the storyboard has none or it is not a
    ///   `ViewController`.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        guard let identifier = declaration.initialSceneIdentifier else { return nil }
        return instantiate(identifier, creator: creator)
    }

    /// Creates the controller of a scene through a closure that calls the controller's own
    /// initializer. Headless: as ``instantiateInitialViewController(creator:)``.
    ///
    /// - Parameters:
    ///   - identifier: The scene's storyboard ID.
    ///   - creator: Creates the controller from the coder.
    /// - Returns: The controller. A scene whose controller is not a `ViewController` stops the
    ///   program, as the cast failure does in UIKit.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String,
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let controller: ViewController = instantiate(identifier, creator: creator) else {
            preconditionFailure("Storyboard scene '\(identifier)' did not create a \(ViewController.self)")
        }
        return controller
    }

    /// The declared segue from a scene, for `UIViewController.performSegue(withIdentifier:sender:)`.
    func segue(_ identifier: String, from sceneIdentifier: String) -> HeadlessSegue? {
        scene(sceneIdentifier).segues.first { $0.identifier == identifier }
    }

    private func instantiate<ViewController: UIViewController>(
        _ identifier: String,
        creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let creator else { return instantiateViewController(withIdentifier: identifier) as? ViewController }
        let controller = creator(NSCoder())
        controller?.storyboardScene = (self, identifier)
        return controller
    }

    private func scene(_ identifier: String) -> HeadlessScene {
        guard let scene = declaration.scenes.first(where: { $0.identifier == identifier }) else {
            preconditionFailure("Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return scene
    }

    // MARK: - HeadlessUIKit storyboard declarations

    private struct Key: Hashable {
        let name: String
        let bundlePath: String
    }

    private struct HeadlessDeclaration {
        let initialSceneIdentifier: String?
        let scenes: [HeadlessScene]
    }

    /// Declared storyboards; main-actor isolated like the class.
    private static var registry: [Key: HeadlessDeclaration] = [:]

    /// Declares what the storyboard of a name in a bundle contains (HeadlessUIKit-only): the
    /// stand-in for adding `Name.storyboard` to a bundle.
    ///
    /// Declaring the same name and bundle again replaces the declaration. Declarations are global
    /// to the process, like a bundle's files: tests should use names of their own.
    /// - Parameters:
    ///   - name: The storyboard's name, without extension.
    ///   - bundle: The bundle; `nil` means the main bundle.
    ///   - initialSceneIdentifier: The scene of the initial view controller, if any.
    ///   - scenes: The scenes.
    public static func registerHeadlessStoryboard(
        named name: String,
        bundle: Bundle?,
        initialSceneIdentifier: String?,
        scenes: [HeadlessScene]
    ) {
        registry[Key(name: name, bundlePath: (bundle ?? .main).bundlePath)] = HeadlessDeclaration(
            initialSceneIdentifier: initialSceneIdentifier,
            scenes: scenes
        )
    }
}

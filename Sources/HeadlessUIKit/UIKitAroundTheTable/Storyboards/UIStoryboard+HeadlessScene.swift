import Foundation

extension UIStoryboard {
    /// A scene of a headless storyboard declaration (HeadlessUIKit-only): a storyboard ID, the
    /// factory that creates its controller, and the segues that start from it.
    public struct HeadlessScene {
        /// The scene's storyboard ID.
        public let identifier: String
        /// The segues that start from the scene.
        public let segues: [HeadlessSegue]
        /// Creates the scene's controller; it gets the storyboard, to instantiate embedded scenes
        /// (a navigation controller's root) with `instantiateViewController(withIdentifier:)`.
        public let factory: @MainActor (UIStoryboard) -> UIViewController

        /// Declares a scene.
        ///
        /// - Parameters:
        ///   - identifier: The storyboard ID.
        ///   - segues: The segues that start from the scene.
        ///   - factory: Creates the controller.
        public init(
            identifier: String,
            segues: [HeadlessSegue] = [],
            factory: @escaping @MainActor (UIStoryboard) -> UIViewController
        ) {
            self.identifier = identifier
            self.segues = segues
            self.factory = factory
        }
    }
}

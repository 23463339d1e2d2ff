import Foundation

extension UIStoryboard {
    /// A segue of a headless storyboard declaration (HeadlessUIKit-only).
    public struct HeadlessSegue {
        /// What performing a segue does, as the storyboard's segue kinds say.
        public enum Kind {
            /// "Show": the source's `show(_:sender:)` (a push inside a navigation controller).
            case show
            /// "Present Modally" with a presentation style.
            case presentModally(UIModalPresentationStyle)
            /// A custom segue class: the closure creates it from its identifier, source and
            /// destination, and its `perform()` makes the transition.
            case custom(@MainActor (String, UIViewController, UIViewController) -> UIStoryboardSegue)
        }

        /// The segue's identifier.
        public let identifier: String
        /// The storyboard ID of the destination scene.
        public let destination: String
        /// What performing the segue does.
        public let kind: Kind

        /// Declares a segue.
        ///
        /// - Parameters:
        ///   - identifier: The segue's identifier.
        ///   - destination: The storyboard ID of the destination scene.
        ///   - kind: What performing the segue does.
        public init(identifier: String, destination: String, kind: Kind) {
            self.identifier = identifier
            self.destination = destination
            self.kind = kind
        }

        /// The segue object between `source` and a new `destination`, performing as ``kind`` says.
        @MainActor
        func makeSegue(from source: UIViewController, to destination: UIViewController, sender: Any?) -> UIStoryboardSegue {
            switch kind {
            case .show:
                return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                    source.show(destination, sender: sender)
                }
            case .presentModally(let style):
                return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                    destination.modalPresentationStyle = style
                    source.present(destination, animated: true)
                }
            case .custom(let create):
                return create(identifier, source, destination)
            }
        }
    }
}

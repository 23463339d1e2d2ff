import Foundation

extension UIScene {
    /// How a URL came to be opened in a scene: the app that asked, and whether the file can be
    /// opened in place.
    @preconcurrency @MainActor
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that asked to open the URL, if it shares it.
        open private(set) var sourceApplication: String?
        /// The property list the source app passed with the URL, if any.
        open private(set) var annotation: Any?
        /// Whether the URL is a file to open where it is rather than a copy.
        open private(set) var openInPlace: Bool

        /// Creates options (UIKit creates them; apps do not).
        init(sourceApplication: String?, annotation: Any?, openInPlace: Bool) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }
}

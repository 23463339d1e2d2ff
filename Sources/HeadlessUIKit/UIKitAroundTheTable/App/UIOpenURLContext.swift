import Foundation

/// A URL the system asks a scene to open, with the options it came with: what a scene delegate
/// gets in `scene(_:openURLContexts:)` and in its connection options' `urlContexts`.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    open private(set) var url: URL
    /// How the URL came to be opened.
    open private(set) var options: UIScene.OpenURLOptions

    /// Creates a context (UIKit creates them; apps do not).
    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}

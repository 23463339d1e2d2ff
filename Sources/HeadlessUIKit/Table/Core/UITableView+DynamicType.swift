import Foundation

// Row heights after the user changes the text size.
extension UITableView {
    /// Forgets the heights learned at the previous text size when the content size category
    /// changed, so self-sizing rows, headers and footers are measured again at the next layout
    /// pass (labels that adjust their fonts have grown or shrunk by then) and the others go back
    /// to their estimates, as UIKit's tables follow a Dynamic Type change without the app
    /// reloading them.
    func adjustHeights(afterTraitChangeFrom previous: UITraitCollection) {
        guard previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        layoutState.forgetHeights()
        geometryIsStale = true
        setNeedsVisibleContentUpdate()
    }
}

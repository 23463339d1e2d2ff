import Foundation

extension UIViewController {
    /// The scroll view the controller finds in its view: the root view when it is a scroll view,
    /// else the first scroll view level by level among its subviews; `nil` when the view is not
    /// loaded or holds none.
    var automaticContentScrollView: UIScrollView? {
        guard let root = viewIfLoaded else { return nil }
        var level = [root]
        while !level.isEmpty {
            if let found = level.lazy.compactMap({ $0 as? UIScrollView }).first { return found }
            level = level.flatMap(\.subviews)
        }
        return nil
    }
}

import Foundation

// Child view controllers, as UIKit's containment API manages them.
extension UIViewController {
    /// Adds a child, first removing it from a previous parent, and tells it `willMove(toParent:)`.
    func attachChild(_ child: UIViewController) {
        guard child.storedParent !== self else { return }
        child.detachFromParent()
        child.willMove(toParent: self)
        storedChildren.append(child)
        child.storedParent = self
    }

    /// Removes the controller from its parent and tells it `didMove(toParent: nil)`.
    func detachFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        traitCollectionFromParent = nil
        didMove(toParent: nil)
    }
}

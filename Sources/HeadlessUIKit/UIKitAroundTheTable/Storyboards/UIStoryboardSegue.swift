import Foundation

/// A transition between two view controllers of a storyboard, passed to
/// `UIViewController.prepare(for:sender:)` before it is performed.
///
/// Subclass it and override ``perform()`` for a custom transition, as in UIKit.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    private let storedIdentifier: String?
    private let storedSource: UIViewController
    private let storedDestination: UIViewController
    private var performHandler: (() -> Void)?

    /// Creates a segue; subclasses override ``perform()`` to make the transition.
    ///
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - source: The controller the segue starts from.
    ///   - destination: The controller it leads to.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        storedIdentifier = identifier
        storedSource = source
        storedDestination = destination
        super.init()
    }

    /// The segue's identifier in the storyboard.
    open var identifier: String? { storedIdentifier }
    /// The controller the segue starts from.
    open var source: UIViewController { storedSource }
    /// The controller the segue leads to.
    open var destination: UIViewController { storedDestination }

    /// Creates a segue whose ``perform()`` runs a closure.
    ///
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - source: The controller the segue starts from.
    ///   - destination: The controller it leads to.
    ///   - performHandler: The transition.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Makes the transition: runs the perform handler, if any; the default does nothing else.
    open func perform() {
        performHandler?()
    }
}

import Foundation

/// An accessibility element that is not a view: a part of a custom-drawn view that assistive
/// technologies treat as its own element.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// The view or element containing this one.
    open weak var accessibilityContainer: AnyObject?
    /// The element's frame in its container's coordinates.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// Creates an element contained in `container`.
    ///
    /// - Parameter container: The containing view or element.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// Whether assistive technologies see the element: `true` for an element (set it to hide
    /// the element).
    open override var isAccessibilityElement: Bool {
        get { accessibilityAttributes.isElement ?? true }
        set { accessibilityAttributes.isElement = newValue }
    }

    /// The element's frame in screen coordinates: its container's frame in the window, offset
    /// by ``accessibilityFrameInContainerSpace``, when the container is a view; otherwise the
    /// value set.
    open override var accessibilityFrame: CGRect {
        get {
            guard let view = accessibilityContainer as? UIView else { return super.accessibilityFrame }
            return view.convert(accessibilityFrameInContainerSpace, to: nil)
        }
        set { super.accessibilityFrame = newValue }
    }

    /// A string that identifies the element in UI tests.
    open var accessibilityIdentifier: String? {
        get { accessibilityAttributes.identifier }
        set { accessibilityAttributes.identifier = newValue }
    }
}

import Foundation

/// What a view hierarchy looked like when it was drawn into an image (HeadlessUIKit-only):
/// `drawHierarchy(in:afterScreenUpdates:)` and a view's layer's `render(in:)` record one, as
/// UIKit would render the view's pixels.
///
/// An app that shares a screenshot of a cell or a receipt view draws the view into an image
/// renderer; a test reads what the image shows with ``UIImage/headlessViewPictures``:
///
/// ```swift
/// let image = UIGraphicsImageRenderer(bounds: receipt.bounds).image { _ in
///     receipt.drawHierarchy(in: receipt.bounds, afterScreenUpdates: true)
/// }
/// #expect(image.headlessViewPictures.first?.text.contains("Total: $12.00") == true)
/// ```
///
/// SVG pictures of a screen paint the picture where an image view shows the image.
public struct HeadlessViewPicture: Equatable, Sendable {
    /// The view's text snapshot at the time (`headlessTextSnapshot()`).
    public let text: String
    /// The view's SVG picture at the time (`headlessSVGSnapshot()`), its size the view's bounds.
    public let svg: String
    /// The size of the view's bounds at the time, in points.
    public let size: CGSize

    /// The picture of a view as it is now.
    @MainActor
    init(of view: UIView) {
        text = view.headlessTextSnapshot()
        svg = view.headlessSVGSnapshot()
        size = view.bounds.size
    }
}

import Foundation

extension UIImage {
    /// The end caps of a resizable image; zero unless made with
    /// ``resizableImage(withCapInsets:)``.
    public var capInsets: UIEdgeInsets { state.capInsets }

    /// How a resizable image fills the area between its caps: ``ResizingMode/tile`` by default.
    public var resizingMode: UIImage.ResizingMode { state.resizingMode }

    /// The insets from the image's edges to the rectangle Auto Layout aligns; zero unless made
    /// with ``withAlignmentRectInsets(_:)``.
    public var alignmentRectInsets: UIEdgeInsets { state.alignmentRectInsets }


}

import Foundation

/// An effect that changes a view's properties as the device tilts: the parallax of a header
/// image, a card that seems to float.
///
/// Subclasses answer ``keyPathsAndRelativeValues(forViewerOffset:)``; UIKit asks it as the
/// device moves and adds the values to the view's. Headless: there is no device motion, so
/// nothing asks; a test calls it with the tilt it wants to check.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    /// Creates an effect.
    public override init() {
        super.init()
    }

    /// Creates an effect from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The values to add to the view's key paths for a tilt of the device.
    ///
    /// - Parameter viewerOffset: The tilt: each component from -1 (left, up) to 1 (right, down).
    /// - Returns: The values by key path, or `nil` for none; the base class answers `nil`.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        nil
    }
}

import Foundation

// Core Animation's addition to `NSValue`: a 3D transform boxed for a basic animation's
// `fromValue` and `toValue` (`NSValue(caTransform3D: CATransform3DMakeScale(1.2, 1.2, 1))`),
// stored as its bytes.
extension NSValue {
    /// The Objective-C type encoding the bytes are boxed with: an array of sixteen `CGFloat`s
    /// (doubles). Not the structure's encoding, which swift-corelibs-foundation cannot box.
    private static let transform3DEncoding = "[16d]"

    /// Boxes a 3D transform.
    ///
    /// - Parameter t: The transform.
    public convenience init(caTransform3D t: CATransform3D) {
        var transform = t
        self.init(bytes: &transform, objCType: NSValue.transform3DEncoding)
    }

    /// The boxed 3D transform; the identity when the value does not hold one.
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == NSValue.transform3DEncoding else { return CATransform3DIdentity }
        var transform = CATransform3DIdentity
        getValue(&transform)  // the encoding checked above is exactly a transform's bytes
        return transform
    }
}

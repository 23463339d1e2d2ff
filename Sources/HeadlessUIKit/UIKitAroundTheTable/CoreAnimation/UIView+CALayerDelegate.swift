/// A view is its layer's delegate, as in UIKit: the members are declared in `UIView` itself, so
/// that subclasses override them (`layoutSublayers(of:)`, `draw(_:in:)`…). `@preconcurrency`, as
/// UIKit's main-actor views meet QuartzCore's nonisolated protocol: the layer calls them on the
/// main thread.
extension UIView: @preconcurrency CALayerDelegate {}

/// The key of a bar's background image: its position and bar metrics.
struct BarImageKey: Hashable {
    /// The bar's position.
    var position: UIBarPosition
    /// The bar metrics.
    var metrics: UIBarMetrics
}

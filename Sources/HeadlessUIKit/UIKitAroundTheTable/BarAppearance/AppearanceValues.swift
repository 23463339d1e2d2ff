/// Values an app sets on a bar or a control for a combination of states, bar metrics, bar
/// positions, styles or segment kinds (`setBackgroundImage(_:for:barMetrics:)`…), each combination
/// given as the raw values of its parts. Headless: read back exactly as set, with no fallback
/// from one combination to another.
struct AppearanceValues<Value> {
    private var values: [[Int]: Value] = [:]

    /// The value set for a combination, or `nil`.
    ///
    /// - Parameter parts: The raw values of the combination's parts, in a fixed order.
    subscript(_ parts: Int...) -> Value? {
        get { values[parts] }
        set { values[parts] = newValue }
    }
}

import Foundation

/// What registering a view class needs from the runtime and never changes while the process
/// runs: the class's name and the bundle it was loaded from, each looked up once per class.
///
/// A screen registers the same classes each time it is created, as every test that builds it
/// does. `String(describing:)` demangles the type's name every time, and on Linux
/// `Bundle(for:)` finds the class's binary with `dladdr` and `readlink` every time.
@MainActor
enum ViewClassFacts {
    private static var names: [ObjectIdentifier: String] = [:]
    private static var bundles: [ObjectIdentifier: Bundle] = [:]

    /// The class's name, as `String(describing:)` gives it: the default reuse identifier and
    /// xib name of its mappings.
    static func name(of viewClass: AnyClass) -> String {
        remembered(in: &names, for: viewClass) { String(describing: $0) }
    }

    /// The bundle that holds the class, as `Bundle(for:)` gives it: where its xib is looked for.
    static func bundle(of viewClass: AnyClass) -> Bundle {
        remembered(in: &bundles, for: viewClass) { Bundle(for: $0) }
    }

    /// The value `cache` holds for `viewClass`, looked up and stored the first time.
    private static func remembered<Value>(
        in cache: inout [ObjectIdentifier: Value],
        for viewClass: AnyClass,
        _ lookUp: (AnyClass) -> Value
    ) -> Value {
        let key = ObjectIdentifier(viewClass)
        if let value = cache[key] { return value }
        let value = lookUp(viewClass)
        cache[key] = value
        return value
    }
}

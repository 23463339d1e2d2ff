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
        let key = ObjectIdentifier(viewClass)
        if let name = names[key] { return name }
        let name = String(describing: viewClass)
        names[key] = name
        return name
    }

    /// The bundle that holds the class, as `Bundle(for:)` gives it: where its xib is looked for.
    static func bundle(of viewClass: AnyClass) -> Bundle {
        let key = ObjectIdentifier(viewClass)
        if let bundle = bundles[key] { return bundle }
        let bundle = Bundle(for: viewClass)
        bundles[key] = bundle
        return bundle
    }
}

import Foundation

/// The name and bundle of an asset in an asset catalog.
struct HeadlessAssetName: Hashable, Sendable {
    let name: String
    let bundlePath: String

    /// The asset `name` in `bundle`; `nil` means the main bundle.
    init(_ name: String, in bundle: Bundle?) {
        self.name = name
        bundlePath = (bundle ?? .main).bundlePath
    }
}

/// The assets of one kind that tests declare in place of asset catalogs, readable from any
/// thread as UIKit's asset lookups are.
///
/// Declarations are global to the process, like a bundle's assets.
final class HeadlessAssetCatalog<Asset: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` is safe: `assets` is only touched while `lock` is held.
    private let lock = NSLock()
    private var assets: [HeadlessAssetName: Asset] = [:]

    /// The asset declared under `name`, or `nil`; assigning `nil` removes it.
    subscript(name: HeadlessAssetName) -> Asset? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return assets[name]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            assets[name] = newValue
        }
    }
}

import Foundation

/// The name of a data asset.
public typealias NSDataAssetName = String

/// The contents of a data set in an asset catalog.
///
/// Headless: there are no asset catalogs; a data asset is the one declared with
/// ``registerHeadlessData(named:in:typeIdentifier:_:)``, and ``init(name:)`` fails for an
/// undeclared name, as UIKit fails for a missing data set.
///
/// ```swift
/// // In a test, before the screen loads `NSDataAsset(name: "students")`:
/// NSDataAsset.registerHeadlessData(named: "students", in: nil, typeIdentifier: "public.json",
///                                  Data(#"{"Gryffindor": ["Harry"]}"#.utf8))
/// ```
// `@unchecked Sendable` as UIKit's `NSDataAsset` (thread-safe): every stored property is an
// immutable `let`.
open class NSDataAsset: NSObject, NSCopying, @unchecked Sendable {
    /// The asset's name in its asset catalog.
    open var name: NSDataAssetName { storedName }
    private let storedName: NSDataAssetName
    /// The asset's contents.
    open var data: Data { storedData }
    private let storedData: Data
    /// The uniform type identifier of the contents, such as `"public.json"`.
    open var typeIdentifier: String { storedTypeIdentifier }
    private let storedTypeIdentifier: String

    /// Creates the data asset of a data set in the main bundle.
    ///
    /// - Parameter name: The data set's name.
    /// - Returns: `nil` when no data set of that name is declared.
    public convenience init?(name: NSDataAssetName) {
        self.init(name: name, bundle: .main)
    }

    /// Creates the data asset of a data set in a bundle.
    ///
    /// - Parameters:
    ///   - name: The data set's name.
    ///   - bundle: The bundle whose asset catalog holds the data set.
    /// - Returns: `nil` when no data set of that name is declared for the bundle.
    public init?(name: NSDataAssetName, bundle: Bundle) {
        guard let declared = declaredDataAssets[HeadlessAssetName(name, in: bundle)] else { return nil }
        storedName = name
        storedData = declared.data
        storedTypeIdentifier = declared.typeIdentifier
        super.init()
    }

    /// Returns the asset itself: a data asset is immutable.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: This asset.
    open func copy(with zone: NSZone? = nil) -> Any {
        self
    }

    /// Declares the contents of a data set (HeadlessUIKit-only).
    ///
    /// The stand-in for a data set in `Assets.xcassets`: afterwards ``init(name:)`` finds it.
    /// Declaring the same name and bundle again replaces the contents. Declarations are global
    /// to the process, like a bundle's assets: tests should use names of their own.
    /// - Parameters:
    ///   - name: The data set's name.
    ///   - bundle: The bundle; `nil` means the main bundle.
    ///   - typeIdentifier: The contents' uniform type identifier, as the data set's
    ///     `universal-type-identifier`.
    ///   - data: The contents.
    public static func registerHeadlessData(
        named name: NSDataAssetName, in bundle: Bundle?, typeIdentifier: String, _ data: Data
    ) {
        declaredDataAssets[HeadlessAssetName(name, in: bundle)] = DeclaredDataAsset(data: data, typeIdentifier: typeIdentifier)
    }

    /// Removes a data set declared with ``registerHeadlessData(named:in:typeIdentifier:_:)``
    /// (HeadlessUIKit-only).
    ///
    /// - Parameters:
    ///   - name: The data set's name.
    ///   - bundle: The bundle; `nil` means the main bundle.
    public static func unregisterHeadlessData(named name: NSDataAssetName, in bundle: Bundle?) {
        declaredDataAssets[HeadlessAssetName(name, in: bundle)] = nil
    }
}

/// A declared data set's contents.
private struct DeclaredDataAsset: Sendable {
    let data: Data
    let typeIdentifier: String
}

/// The data sets declared with `NSDataAsset.registerHeadlessData(named:in:typeIdentifier:_:)`.
private let declaredDataAssets = HeadlessAssetCatalog<DeclaredDataAsset>()

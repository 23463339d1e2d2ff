import Foundation

/// A nib: an archive of views, instantiated as often as needed.
///
/// Headless: xib and nib files cannot be read on this platform, so a nib's contents are declared
/// in code with ``registerHeadlessNib(named:bundle:_:)``: a factory that creates the nib's
/// top-level objects and connects their outlets, as the nib file would. Instantiating then calls
/// the factory and sends `awakeFromNib()` to every view it created, as nib loading does.
///
/// ```swift
/// UINib.registerHeadlessNib(named: "PostCell", bundle: nil) { _ in
///     let cell = PostCell(style: .default, reuseIdentifier: nil)
///     let title = UILabel()
///     cell.contentView.addSubview(title)
///     cell.titleLabel = title   // the outlet
///     return [cell]
/// }
/// ```
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Creates the top-level objects of a declared nib.
    ///
    /// - Parameter owner: The File's Owner passed to ``instantiate(withOwner:options:)``.
    /// - Returns: The nib's top-level objects.
    public typealias HeadlessFactory = @MainActor (_ owner: Any?) -> [Any]

    /// Keys of the options dictionary of ``instantiate(withOwner:options:)``.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// Creates a key.
        ///
        /// - Parameter rawValue: The key's string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the nib refers to as external placeholders.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name.
    public let headlessName: String
    /// The path of the nib's bundle, which together with the name identifies the nib.
    public let headlessBundlePath: String

    /// Creates a nib object for the named nib in a bundle.
    ///
    /// - Parameters:
    ///   - name: The nib's name, without extension.
    ///   - bundleOrNil: The bundle; `nil` means the main bundle.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        headlessName = name
        headlessBundlePath = Self.bundlePath(bundleOrNil)
        super.init()
    }

    /// Instantiates the nib's top-level objects.
    ///
    /// Calls the declared factory, then `awakeFromNib()` on every top-level object that is a view
    /// or controller and on every view below the top-level views. A nib that was never declared
    /// stops the program with UIKit's message, as loading a missing nib does on a device.
    /// - Parameters:
    ///   - ownerOrNil: The File's Owner, passed to the factory.
    ///   - optionsOrNil: Loading options; headless: ignored.
    /// - Returns: The top-level objects.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let factory = Self.registry[Key(name: headlessName, bundlePath: headlessBundlePath)] else {
            preconditionFailure(
                "Could not load NIB in bundle: '\(headlessBundlePath)' with name '\(headlessName)'. "
                    + "HeadlessUIKit: declare its contents with UINib.registerHeadlessNib(named:bundle:_:)."
            )
        }
        let objects = factory(ownerOrNil)
        for object in objects {
            if let view = object as? UIView {
                Self.awakeSubtree(of: view)
            } else if let responder = object as? UIResponder {
                responder.awakeFromNib()
            }
        }
        return objects
    }

    // MARK: - HeadlessUIKit nib declarations

    private struct Key: Hashable {
        let name: String
        let bundlePath: String
    }

    /// Declared nibs; main-actor isolated like the class.
    private static var registry: [Key: HeadlessFactory] = [:]

    /// Declares what the nib of a name in a bundle contains (HeadlessUIKit-only).
    ///
    /// The stand-in for adding `Name.xib` to a bundle: afterwards ``headlessNibExists(named:in:)``
    /// answers `true` and ``instantiate(withOwner:options:)`` creates objects with `factory`.
    /// Declaring the same name and bundle again replaces the factory. Declarations are global to
    /// the process, like a bundle's files: tests should use names of their own.
    /// - Parameters:
    ///   - name: The nib's name, without extension.
    ///   - bundle: The bundle; `nil` means the main bundle.
    ///   - factory: Creates the top-level objects and sets their outlets.
    public static func registerHeadlessNib(named name: String, bundle: Bundle?, _ factory: @escaping HeadlessFactory) {
        registry[Key(name: name, bundlePath: bundlePath(bundle))] = factory
    }

    /// Removes a nib declared with ``registerHeadlessNib(named:bundle:_:)`` (HeadlessUIKit-only).
    ///
    /// - Parameters:
    ///   - name: The nib's name.
    ///   - bundle: The bundle; `nil` means the main bundle.
    public static func unregisterHeadlessNib(named name: String, bundle: Bundle?) {
        registry[Key(name: name, bundlePath: bundlePath(bundle))] = nil
    }

    /// Whether a nib of that name exists in the bundle (HeadlessUIKit-only).
    ///
    /// The Linux counterpart of UIKit code's `bundle.path(forResource: name, ofType: "nib") != nil`:
    /// `true` exactly when the nib was declared with ``registerHeadlessNib(named:bundle:_:)``.
    /// - Parameters:
    ///   - name: The nib's name.
    ///   - bundle: The bundle; `nil` means the main bundle.
    /// - Returns: Whether the nib can be instantiated.
    public static func headlessNibExists(named name: String, in bundle: Bundle?) -> Bool {
        // The bundle's path, which Foundation works out from the file system on Linux, is needed
        // only when a nib of that name was declared in some bundle; usually none was.
        registry.keys.contains { $0.name == name } && registry[Key(name: name, bundlePath: bundlePath(bundle))] != nil
    }

    private static func bundlePath(_ bundle: Bundle?) -> String {
        (bundle ?? .main).bundlePath
    }

    /// Sends `awakeFromNib()` to a view and every view below it, as nib loading does.
    static func awakeSubtree(of view: UIView) {
        view.awakeFromNib()
        for subview in view.subviews { awakeSubtree(of: subview) }
    }
}

import Foundation

/// A trait of a trait collection, named by its type: `UITraitUserInterfaceStyle.self` stands for
/// the appearance (iOS 17).
///
/// The type is the trait's key: ``UITraitChangeObservable/registerForTraitChanges(_:handler:)``
/// takes a list of them.
/// A conforming type gives at least ``defaultValue``; ``identifier`` and ``name`` default to the
/// type's names and ``affectsColorAppearance`` to `false`.
///
/// The system traits HeadlessUIKit's collections carry have types here
/// (`UITraitUserInterfaceStyle`, `UITraitPreferredContentSizeCategory`, the size classes…). An
/// app's own traits are declared the same way and held through the subscripts of
/// `UITraitCollection`, `UIMutableTraits` and ``UITraitOverrides``:
///
/// ```swift
/// struct ThemeTrait: UITraitDefinition {
///     static let defaultValue = Theme.standard
/// }
/// extension UIMutableTraits {
///     var theme: Theme {
///         get { self[ThemeTrait.self] }
///         set { self[ThemeTrait.self] = newValue }
///     }
/// }
/// viewController.traitOverrides.theme = .night
/// ```
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value

    /// The value a collection has for the trait when nothing set it.
    static var defaultValue: Self.Value { get }
    /// A string that identifies the trait uniquely; by default the type's module-qualified name.
    static var identifier: String { get }
    /// A short name for printing; by default the type's name.
    static var name: String { get }
    /// Whether a change of the trait can change how dynamic colors resolve; `false` by default.
    static var affectsColorAppearance: Bool { get }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitDefinition {
    /// The type's module-qualified name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// `false`: most traits do not change how colors resolve.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, named by the type that defines it: `[UITraitHorizontalSizeClass.self]`.
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

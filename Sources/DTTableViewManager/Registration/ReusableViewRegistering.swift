import Foundation

/// What the factory needs to register a mapping's view with the table.
@MainActor
protocol ReusableViewRegistering: ViewModelMappingProtocol {
    /// The identifier the view is registered and dequeued under.
    var reuseIdentifier: String { get set }
    /// Whether ``reuseIdentifier`` was set by the registration's mapping closure.
    var reuseIdentifierIsCustom: Bool { get }
    /// The xib to load the view from, if one exists under this name.
    var xibName: String? { get set }
    /// The bundle searched for ``xibName``.
    var bundle: Bundle { get }
}

// When the search controller shows the scope bar.
extension UISearchController {
    /// Constants that specify the modes for showing and hiding the scope bar.
    ///
    /// Headless: the raw values follow the order of UIKit's documentation, which does not list
    /// them.
    public enum ScopeBarActivation: Int, Sendable {
        /// The system determines when to show and hide the scope bar: headlessly, as
        /// ``onSearchActivation``.
        case automatic = 0
        /// The app shows and hides the scope bar with the search bar's `showsScopeBar`.
        case manual = 1
        /// The scope bar shows when typing begins in the search field and hides after search
        /// cancellation.
        case onTextEntry = 2
        /// The scope bar shows when search becomes active and hides after search cancellation.
        case onSearchActivation = 3
    }

    /// Whether the controller shows and hides the scope bar itself.
    var managesScopeBar: Bool {
        automaticallyShowsScopeBar && scopeBarActivation != .manual
    }
}

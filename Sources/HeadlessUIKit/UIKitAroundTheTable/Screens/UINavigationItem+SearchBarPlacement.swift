// Where the navigation bar places the search bar.
extension UINavigationItem {
    /// Constants that determine where the search bar appears in the navigation bar.
    ///
    /// Headless: the raw values follow the order of UIKit's documentation, which does not list
    /// them; iOS 26's integrated placements are missing.
    public enum SearchBarPlacement: Int, Sendable {
        /// The search bar is placed according to the current layout.
        case automatic = 0
        /// The search bar is on the trailing edge of the navigation bar, inline with the other
        /// content.
        case inline = 1
        /// The search bar is stacked below the other content in the navigation bar.
        case stacked = 2
    }

    /// The placement of the search bar in the navigation bar: ``preferredSearchBarPlacement``,
    /// with `.automatic` resolved as the headless phone's layout does, to `.stacked`.
    public var searchBarPlacement: SearchBarPlacement {
        preferredSearchBarPlacement == .automatic ? .stacked : preferredSearchBarPlacement
    }
}

// Where the navigation bar places the search bar.
extension UINavigationItem {
    /// Constants that determine where the search bar appears in the navigation bar (iOS 16).
    ///
    /// The raw values are those of UIKit's `UINavigationItemSearchBarPlacement` (iOS 26 SDK
    /// header); ``inline`` is the iOS 16 name of ``integrated``.
    public enum SearchBarPlacement: Int, Sendable {
        /// The search bar is placed according to the current layout.
        case automatic = 0
        /// The search bar is on the trailing edge of the navigation bar, inline with the other
        /// content; on iPhone it may move into the toolbar (iOS 26).
        case integrated = 1
        /// The search bar is stacked below the other content in the navigation bar.
        case stacked = 2
        /// As ``integrated``, centered in the bar in a regular width on iPad (iOS 26).
        case integratedCentered = 3
        /// As ``integrated``, shown as a button until the search is active (iOS 26).
        case integratedButton = 4

        /// The search bar is on the trailing edge of the navigation bar, inline with the other
        /// content: the iOS 16 name of ``integrated``.
        @available(iOS, introduced: 16.0, deprecated: 26.0, renamed: "integrated")
        public static var inline: SearchBarPlacement { .integrated }
    }

    /// The placement of the search bar in the navigation bar: ``preferredSearchBarPlacement``,
    /// with `.automatic` resolved as the headless phone's layout does, to `.stacked`.
    public var searchBarPlacement: SearchBarPlacement {
        preferredSearchBarPlacement == .automatic ? .stacked : preferredSearchBarPlacement
    }
}

import Foundation

extension UISplitViewController {
    /// How the columns of an expanded split view controller are arranged.
    public enum DisplayMode: Int, Sendable {
        /// The split view controller picks the mode.
        case automatic = 0
        /// Only the secondary column shows.
        case secondaryOnly = 1
        /// The primary column shows beside the secondary.
        case oneBesideSecondary = 2
        /// The primary column shows over the secondary.
        case oneOverSecondary = 3
        /// The primary and supplementary columns show beside the secondary.
        case twoBesideSecondary = 4
        /// The primary and supplementary columns show over the secondary.
        case twoOverSecondary = 5
        /// The primary and supplementary columns push the secondary aside.
        case twoDisplaceSecondary = 6

        /// The iOS 8 name of ``secondaryOnly``.
        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// The iOS 8 name of ``oneBesideSecondary``.
        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The iOS 8 name of ``oneOverSecondary``.
        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// The side of the primary column.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading side.
        case leading = 0
        /// The trailing side.
        case trailing = 1
    }

    /// The background of the primary column.
    public enum BackgroundStyle: Int, Sendable {
        /// No special background.
        case none = 0
        /// The sidebar background.
        case sidebar = 1
    }

    /// The number of columns of a split view controller.
    public enum Style: Int, Sendable {
        /// A classic split view controller, configured with `viewControllers`.
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// A column of a column-style split view controller.
    public enum Column: Int, Sendable {
        /// The leading column (a list, a sidebar).
        case primary = 0
        /// The middle column of a triple-column interface.
        case supplementary = 1
        /// The main column (the detail).
        case secondary = 2
        /// The controller shown instead of the columns when the interface is collapsed.
        case compact = 3
    }

    /// How the primary and supplementary columns share the space with the secondary.
    public enum SplitBehavior: Int, Sendable {
        /// The split view controller picks the behavior.
        case automatic = 0
        /// Side by side.
        case tile = 1
        /// Over the secondary column.
        case overlay = 2
        /// Pushing the secondary column aside.
        case displace = 3
    }

    /// The value for sizing properties that asks for the system's default.
    nonisolated public static let automaticDimension: CGFloat = -CGFloat(Float.greatestFiniteMagnitude)
}

import Foundation

/// How assistive technologies such as Switch Control navigate an element's children.
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    /// The technology chooses.
    case automatic = 0
    /// Children are separate elements.
    case separate = 1
    /// Children are combined into one element.
    case combined = 2
}

/// The kind of container an element is, which assistive technologies use to navigate it.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container of a particular kind.
    case none = 0
    /// A table of rows and columns.
    case dataTable = 1
    /// A list.
    case list = 2
    /// A landmark region.
    case landmark = 3
    /// A group of related elements.
    case semanticGroup = 4
}

/// A direction assistive technologies ask an element to scroll in.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// To the right.
    case right = 1
    /// To the left.
    case left = 2
    /// Up.
    case up = 3
    /// Down.
    case down = 4
    /// To the next page.
    case next = 5
    /// To the previous page.
    case previous = 6
}

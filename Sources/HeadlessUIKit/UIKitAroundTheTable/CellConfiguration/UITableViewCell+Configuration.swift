import Foundation

// Modern cell configuration (iOS 14+): content and background configurations, and the update
// handler. The members UIKit declares `open` live in `UITableViewCell.swift`.
extension UITableViewCell {
    /// A closure that updates a cell's configurations for its state.
    public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    /// The cell's content configuration; `nil` (the default) for the standard subviews.
    ///
    /// Setting a configuration applies it to the content view when that view supports it, and
    /// otherwise replaces ``contentView`` with the configuration's new content view. While a
    /// configuration is set, ``textLabel``, ``detailTextLabel`` and ``imageView`` are `nil`.
    /// Setting `nil` after a configuration replaces the content view with a new empty view.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set { installContentConfiguration(newValue) }
    }

    /// A new list content configuration for the cell's style, with no content.
    ///
    /// `.default` gives `UIListContentConfiguration.cell()`, `.subtitle` `subtitleCell()`, and
    /// `.value1` `valueCell()`. Headless: `.value2`, which has no list configuration of its own,
    /// also gives `valueCell()`.
    /// - Returns: The configuration.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The cell's background configuration; `nil` (the default) for the background views.
    ///
    /// Setting a non-`nil` configuration resets ``backgroundView``, ``selectedBackgroundView``
    /// and ``multipleSelectionBackgroundView`` to `nil`. Headless: the configuration is stored,
    /// not drawn.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { storedBackgroundConfiguration }
        set {
            storedBackgroundConfiguration = newValue
            if newValue != nil { storedBackgroundViews = (nil, nil, nil) }
        }
    }

    /// A new background configuration for a list cell, with the system's default values.
    ///
    /// - Returns: `UIBackgroundConfiguration.listCell()`.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .listCell()
    }

    /// A closure run at the end of every configuration update, after
    /// `updateConfiguration(using:)`: an alternative to overriding that method. Setting it
    /// requests an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { storedConfigurationUpdateHandler }
        set {
            storedConfigurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }
}

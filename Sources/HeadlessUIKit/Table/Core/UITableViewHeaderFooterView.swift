import Foundation

/// A reusable view for a section's header or footer, with UIKit's standard labels and content
/// configurations.
///
/// Views created by a table view for a registered class are made with `init(reuseIdentifier:)`,
/// as UIKit does; see `UITableViewCell` for subclasses with other designated initializers.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// Creates a header or footer view.
    ///
    /// - Parameter reuseIdentifier: The identifier the table view reuses the view under.
    public init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        installContentView()
    }

    /// Creates a header or footer view from an archive. Headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = nil
        super.init(coder: coder)
        installContentView()
    }

    /// Creates a header or footer view without a reuse identifier, with the given frame.
    ///
    /// - Parameter frame: The frame.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table view creates a registered class; not for use in code. See
    /// `UITableViewCell.init(headlessReuseIdentifier:)`; this one calls `init(reuseIdentifier:)`.
    ///
    /// - Parameter headlessReuseIdentifier: The reuse identifier.
    @available(*, unavailable, message: "the table view creates registered views; call init(reuseIdentifier:)")
    public required convenience init(headlessReuseIdentifier: String?) {
        self.init(reuseIdentifier: headlessReuseIdentifier)
    }

    /// The identifier the table view reuses the view under.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    /// The reuse identifier, set by the initializer and the table view.
    var storedReuseIdentifier: String?

    /// Called when the table view takes the view from its reuse queue. Overrides call `super`.
    open func prepareForReuse() {}

    // MARK: - Content

    /// The view that holds the content; add custom subviews here. Setting a
    /// `contentConfiguration` replaces it with the configuration's content view.
    open var contentView: UIView { storedContentView }

    /// The main label; `nil` while a `contentConfiguration` is set. Created and added to
    /// ``contentView`` on first access.
    open var textLabel: UILabel? { standardSubview(&createdTextLabel, UILabel.init) }

    /// The secondary label; `nil` while a `contentConfiguration` is set. Created and added to
    /// ``contentView`` on first access.
    open var detailTextLabel: UILabel? { standardSubview(&createdDetailTextLabel, UILabel.init) }

    /// The view behind the content; `nil` while a `backgroundConfiguration` is set.
    open var backgroundView: UIView? {
        get { backgroundConfiguration == nil ? storedBackgroundView : nil }
        set { storedBackgroundView = newValue }
    }

    var storedContentView = UIView()
    var storedContentConfiguration: (any UIContentConfiguration)?
    var storedBackgroundView: UIView?
    private(set) var createdTextLabel: UILabel?
    private(set) var createdDetailTextLabel: UILabel?

    // MARK: - Configuration

    /// The background configuration, as applied.
    var storedBackgroundConfiguration: UIBackgroundConfiguration?
    /// The handler run at the end of each configuration update.
    var storedConfigurationUpdateHandler: ConfigurationUpdateHandler?
    /// Whether an update was requested and has not run yet; a new view starts with one.
    var needsConfigurationUpdate = true

    /// The view's current state, which configurations are updated for. Overrides call `super`
    /// and add custom states. Headless: every flag is `false` (headers and footers do not float).
    open var configurationState: UIViewConfigurationState {
        UIViewConfigurationState(traitCollection: .allUnspecified)
    }

    /// Requests a configuration update for the current state: it runs at the view's next layout
    /// pass (`layoutIfNeeded()`) or when the table view displays the view.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the view's configurations for a state; subclasses override it. Called by the
    /// update pass after the automatic configuration updates and before
    /// `configurationUpdateHandler`; do not call it directly.
    ///
    /// - Parameter state: The view's state.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// Whether the update pass replaces `contentConfiguration` with its `updated(for:)` copy.
    open var automaticallyUpdatesContentConfiguration: Bool = true
    /// Whether the update pass replaces `backgroundConfiguration` with its `updated(for:)` copy.
    open var automaticallyUpdatesBackgroundConfiguration: Bool = true

    /// A closure that updates a header or footer view's configurations for its state.
    public typealias ConfigurationUpdateHandler = (_ headerFooterView: UITableViewHeaderFooterView, _ state: UIViewConfigurationState) -> Void

    /// The view's content configuration; `nil` (the default) for the standard labels.
    ///
    /// Setting a configuration applies it to the content view when that view supports it, and
    /// otherwise replaces ``contentView`` with the configuration's new content view. While a
    /// configuration is set, ``textLabel`` and ``detailTextLabel`` are `nil`. Setting `nil`
    /// after a configuration replaces the content view with a new empty view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set { installContentConfiguration(newValue) }
    }

    /// A new list content configuration for a header or footer, with no content.
    ///
    /// Headless: always `UIListContentConfiguration.header()`; the view does not know whether it
    /// is a header or a footer, nor the table's style, and the two configurations are alike here.
    /// - Returns: The configuration.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .header()
    }

    /// The view's background configuration; `nil` (the default) for ``backgroundView``.
    ///
    /// Setting a non-`nil` configuration resets `backgroundColor` and ``backgroundView`` to
    /// `nil`. Headless: the configuration is stored, not drawn.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { storedBackgroundConfiguration }
        set {
            storedBackgroundConfiguration = newValue
            if newValue != nil {
                storedBackgroundView = nil
                backgroundColor = nil
            }
        }
    }

    /// A new background configuration for a list header or footer, with the system's defaults.
    ///
    /// - Returns: `UIBackgroundConfiguration.listHeader()` (headless: a header or footer view
    ///   does not know which it is; both configurations are alike here).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .listHeader()
    }

    /// A closure run at the end of every configuration update, after
    /// `updateConfiguration(using:)`. Setting it requests an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { storedConfigurationUpdateHandler }
        set {
            storedConfigurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    // MARK: - Layout

    /// Runs a pending configuration update, sizes the content view to the view and places the
    /// standard labels (see `UITableViewCell+StandardLayout.swift`).
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = bounds
        layOutStandardSubviews()
    }

    // MARK: - Private

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}

extension UITableViewHeaderFooterView: ConfigurationUpdating {
    func runConfigurationUpdateHandler(with state: UIViewConfigurationState) {
        storedConfigurationUpdateHandler?(self, state)
    }

    func discardStandardSubviews() {
        createdTextLabel = nil
        createdDetailTextLabel = nil
    }

    func makeEmptyContentView() -> UIView {
        UIView()
    }
}

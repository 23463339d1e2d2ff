extension UIButton {
    /// A closure that updates a button's configuration for its state, run at each configuration
    /// update (see `UIButton.configurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = (_ button: UIButton) -> Void

    /// The kind of a button, fixed at creation.
    public enum ButtonType: Int, Sendable {
        /// No system styling.
        case custom = 0
        /// The standard system button: its title is drawn in the tint color.
        case system = 1
        /// A detail disclosure (ⓘ) button.
        case detailDisclosure = 2
        /// An information button for light content.
        case infoLight = 3
        /// An information button for dark content.
        case infoDark = 4
        /// A contact add (+) button.
        case contactAdd = 5
        /// A close (✕) button.
        case close = 7

        /// The former rounded-rectangle type; now the same as ``system``.
        public static var roundedRect: ButtonType { .system }
    }

    /// The role of a button, for how it is drawn in alerts and menus.
    public enum Role: Int, Sendable {
        /// No particular role.
        case normal = 0
        /// The primary action.
        case primary = 1
        /// Cancels.
        case cancel = 2
        /// Destroys data.
        case destructive = 3
    }
}

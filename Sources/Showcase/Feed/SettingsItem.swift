/// A switch in the showcase's settings section, shown by a plain `UITableViewCell`.
struct SettingsItem: Hashable {
    /// The setting's title.
    let title: String
    /// Whether the setting is on; the cell shows a checkmark when it is.
    var isOn: Bool

    /// The same setting, switched the other way.
    func toggled() -> SettingsItem {
        SettingsItem(title: title, isOn: !isOn)
    }
}

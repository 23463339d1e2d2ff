/// What the Home Screen keeps for an app: its dynamic quick actions and the icon it shows.
@MainActor
final class HeadlessHomeScreen {
    /// The app's dynamic quick actions (`UIApplication.shortcutItems`).
    var shortcutItems: [UIApplicationShortcutItem]?
    /// The alternate icon shown, or `nil` for the primary one.
    var alternateIconName: String?
}

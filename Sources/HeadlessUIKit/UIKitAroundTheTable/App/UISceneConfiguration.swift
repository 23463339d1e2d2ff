import Foundation

/// Which classes UIKit creates for a scene: the scene's and its delegate's.
///
/// As in UIKit, a configuration whose name and role match one in the app's scene manifest (the
/// `UIApplicationSceneManifest` of `Info.plist`) starts with that entry's classes. Headless:
/// the manifest is the one given to ``HeadlessApp/launch(delegate:sceneManifest:launchOptions:opening:continuing:_:)``;
/// `storyboard` is missing.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject, @preconcurrency NSCopying {
    /// The configuration's name, as in the manifest.
    open private(set) var name: String?
    /// The role of the scenes it configures.
    open private(set) var role: UISceneSession.Role
    /// The class of the scene: `UIWindowScene` when `nil`.
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate, created with the scene; `nil` for none.
    open var delegateClass: AnyClass?

    /// Creates a configuration, with the classes of the manifest's entry of the same name and
    /// role, if any.
    ///
    /// - Parameters:
    ///   - name: The name of the configuration in the manifest.
    ///   - sessionRole: The role of the scenes it configures.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        if let name, let entry = HeadlessApp.current?.manifestEntry(named: name, role: sessionRole) {
            sceneClass = entry.sceneClass
            delegateClass = entry.delegateClass
        }
    }

    /// A copy with the same name, role and classes.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UISceneConfiguration(name: nil, sessionRole: role)
        copy.name = name
        copy.sceneClass = sceneClass
        copy.delegateClass = delegateClass
        return copy
    }
}

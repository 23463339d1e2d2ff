import Foundation

/// Creates the app and its delegate, launches the app and runs its main loop; never returns.
///
/// Headless: `principalClassName` must be `nil` or name `UIApplication` (the shared app is a
/// `UIApplication`); the delegate class, looked up with `NSClassFromString`, must be a
/// `UIResponder` subclass; the scene manifest is read from the main bundle's `Info.plist`
/// (`UIApplicationSceneManifest`, `UISceneConfigurations`, `UISceneConfigurationName`,
/// `UISceneDelegateClassName`), which a Linux executable rarely has. The app is launched by
/// ``HeadlessApp/launch(delegate:sceneManifest:launchOptions:opening:continuing:_:)``, then the main dispatch queue
/// runs for ever. Tests launch apps with `HeadlessApp` directly.
///
/// - Parameters:
///   - argc: The number of command-line arguments.
///   - argv: The command-line arguments.
///   - principalClassName: The name of the app's class; `nil` for `UIApplication`.
///   - delegateClassName: The name of the app delegate's class.
/// - Returns: Never returns.
@MainActor
public func UIApplicationMain(
    _ argc: Int32,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    guard let delegate = HeadlessApp.makeDelegate(delegateClassName.flatMap(NSClassFromString)) as? UIApplicationDelegate else {
        fatalError("UIApplicationMain: no UIResponder subclass adopting UIApplicationDelegate is named \(delegateClassName ?? "nil")")
    }
    HeadlessApp.launch(delegate: delegate, sceneManifest: HeadlessApp.mainBundleSceneManifest()) { _ in
        dispatchMain()
    }
}

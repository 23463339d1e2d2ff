import Foundation

// The app's lifecycle notifications, which screens observe to refresh when the app returns to
// the foreground. Headless: `HeadlessApp` posts the launch, activation and background ones as
// its app launches and as a test moves it to the background and back; the others are never
// posted (a test posts them itself to exercise an observer).
extension UIApplication {
    /// Posted when the app becomes active.
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app moved to the background.
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to move to the foreground.
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app finished launching.
    nonisolated public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app is about to terminate.
    nonisolated public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is low on memory.
    nonisolated public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the day changes, the time zone changes or the clock is set.
    nonisolated public static let significantTimeChangeNotification = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted when the user took a screenshot.
    nonisolated public static let userDidTakeScreenshotNotification = NSNotification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

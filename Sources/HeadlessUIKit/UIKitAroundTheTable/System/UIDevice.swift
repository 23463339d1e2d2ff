import Foundation

/// The device the app runs on: its kind, system version, orientation and battery.
///
/// Headless: an iPhone in portrait running iOS 18.0, the device HeadlessUIKit's screen
/// (`UIScreen.main`, 390 × 844 points) stands for; the battery is not monitored.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The state of the battery.
    public enum BatteryState: Int, Sendable {
        /// Not known, or not monitored.
        case unknown = 0
        /// Running on the battery.
        case unplugged = 1
        /// Plugged in, charging.
        case charging = 2
        /// Plugged in, fully charged.
        case full = 3
    }

    /// The device.
    open class var current: UIDevice { currentDevice }
    private static let currentDevice = UIDevice()

    private override init() {
        super.init()
    }

    /// The device's name: `"iPhone"` (iOS 16+ returns the model name without entitlement).
    open var name: String { "iPhone" }
    /// The kind of device: `"iPhone"`.
    open var model: String { "iPhone" }
    /// The kind of device, localized: `"iPhone"`.
    open var localizedModel: String { "iPhone" }
    /// The system's name: `"iOS"`.
    open var systemName: String { "iOS" }
    /// The system's version: `"18.0"`.
    open var systemVersion: String { "18.0" }
    /// An identifier of the device for this app's vendor, stable for the process.
    open var identifierForVendor: UUID? { Self.vendorIdentifier }
    /// The kind of interface the device has: `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The device's orientation: `.portrait`.
    open var orientation: UIDeviceOrientation { .portrait }
    /// Whether orientation notifications are being generated.
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Whether multitasking is supported: `true`.
    open var isMultitaskingSupported: Bool { true }
    /// Whether the battery is monitored.
    open var isBatteryMonitoringEnabled: Bool = false
    /// The battery's charge from 0 to 1, or -1 when not monitored (headless: never monitored).
    open var batteryLevel: Float { -1 }
    /// The battery's state (headless: `.unknown`).
    open var batteryState: BatteryState { .unknown }
    /// Whether the proximity sensor is monitored.
    open var isProximityMonitoringEnabled: Bool = false
    /// Whether something is close to the screen: `false`.
    open var proximityState: Bool { false }

    private static let vendorIdentifier = UUID()

    /// Starts generating orientation notifications.
    open func beginGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = true
    }

    /// Stops generating orientation notifications.
    open func endGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = false
    }

    /// Plays the keyboard click; headless: silent.
    open func playInputClick() {}

    /// Posted when the device's orientation changes (never posted headlessly).
    nonisolated public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes (never posted headlessly).
    nonisolated public static let batteryStateDidChangeNotification = NSNotification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes (never posted headlessly).
    nonisolated public static let batteryLevelDidChangeNotification = NSNotification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity sensor's state changes (never posted headlessly).
    nonisolated public static let proximityStateDidChangeNotification = NSNotification.Name("UIDeviceProximityStateDidChangeNotification")
}

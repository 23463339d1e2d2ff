#if !canImport(ObjectiveC)
import Foundation

/// The object told when a user activity is saved or continued, as Foundation's
/// `NSUserActivityDelegate`, where Foundation lacks it.
///
/// Every method is optional in Foundation; here each has an empty default implementation.
/// Headless: ``userActivityWillSave(_:)`` is called by ``NSUserActivity/headlessSave()``; the
/// other two are never called, since nothing continues an activity on another device.
public protocol NSUserActivityDelegate: NSObjectProtocol {
    /// Called before the activity is saved, when its ``NSUserActivity/needsSave`` is `true`, so
    /// the delegate can bring it up to date.
    ///
    /// - Parameter userActivity: The activity about to be saved.
    func userActivityWillSave(_ userActivity: NSUserActivity)

    /// Called when the activity was continued on another device.
    ///
    /// - Parameter userActivity: The activity continued.
    func userActivityWasContinued(_ userActivity: NSUserActivity)

    /// Called when the continuing device opened streams back to this one.
    ///
    /// - Parameters:
    ///   - userActivity: The activity continued.
    ///   - inputStream: The stream to read from.
    ///   - outputStream: The stream to write to.
    func userActivity(_ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream)
}

extension NSUserActivityDelegate {
    /// Does nothing.
    ///
    /// - Parameter userActivity: The activity about to be saved.
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}

    /// Does nothing.
    ///
    /// - Parameter userActivity: The activity continued.
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - userActivity: The activity continued.
    ///   - inputStream: The stream to read from.
    ///   - outputStream: The stream to write to.
    public func userActivity(_ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream) {}
}
#endif

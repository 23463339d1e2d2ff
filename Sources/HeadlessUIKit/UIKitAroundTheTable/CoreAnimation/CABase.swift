import CoreFoundation
import Foundation

/// A time interval in seconds, as Core Foundation declares it (QuartzCore's timing values use it).
public typealias CFTimeInterval = CoreFoundation.CFTimeInterval

/// The current absolute time in seconds, as Core Animation's clock reads it: a monotonic time
/// that does not follow changes of the wall clock.
///
/// Headless: the time since the system started (`ProcessInfo.systemUptime`), as on iOS.
/// - Returns: The time in seconds.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}

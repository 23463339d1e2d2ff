/// What a background fetch found: what an app passes to the completion handler of
/// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New content arrived.
    case newData
    /// There was nothing new.
    case noData
    /// The fetch failed.
    case failed
}

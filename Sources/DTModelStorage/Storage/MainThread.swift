import Dispatch
import Foundation

/// Whether the caller runs where UIKit and the main actor run.
///
/// That is the main thread, or the main dispatch queue: the main actor runs its jobs on that
/// queue, and once a process calls `dispatchMain()` (as the Swift Testing runner does on Linux), a
/// worker thread drains it, so the main-thread test alone would reject main-actor code.
enum MainThread {
    /// Marks the main queue, so that a thread draining it can recognise it.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main thread or on the main dispatch queue.
    static var isCurrent: Bool {
        isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    #if os(Linux)
    /// Where each thread keeps its answer to ``isMainThread``: `1` on the main thread, `2`
    /// elsewhere, nothing before it first asks.
    private static let answerKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed with \(status)")
        return key
    }()

    /// Whether the caller runs on the main thread.
    ///
    /// Foundation answers `Thread.isMainThread` on Linux through `Thread.current`, about 330 ns
    /// a call; every change to a storage asks. A thread's answer never changes, so each thread
    /// asks Foundation once and keeps the answer in a thread-specific value.
    private static var isMainThread: Bool {
        if let answer = pthread_getspecific(answerKey) { return Int(bitPattern: answer) == 1 }
        let isMain = Thread.isMainThread
        pthread_setspecific(answerKey, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        return isMain
    }
    #else
    /// Whether the caller runs on the main thread (`pthread_main_np` on Apple platforms: a few
    /// instructions).
    private static var isMainThread: Bool { Thread.isMainThread }
    #endif
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time the calling thread has consumed, from `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`.
///
/// Unlike wall-clock time it stops while the thread waits for a core, so another job on the
/// machine (a build, say) does not add its own time slices to a figure. It still counts what that
/// job costs the thread indirectly (caches and memory bandwidth shared with it), which is why the
/// harness also interleaves every figure with its baseline. Hardware counters would be steadier
/// still, but `perf_event_open` is not available where these benchmarks run.
///
/// This is the benchmark package's one platform branch.
enum ThreadCPUClock {
    /// The calling thread's CPU time so far, in nanoseconds.
    ///
    /// - Complexity: One `clock_gettime` call, a few hundred nanoseconds on Linux.
    static func now() -> UInt64 {
        var time = timespec()
        let status = clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        precondition(status == 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed")
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

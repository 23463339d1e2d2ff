import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's memory, read from the operating system. The only file with platform branches.
enum ProcessMemory {
    /// Starts a new peak: afterwards ``peakResidentBytes`` counts from the current resident size.
    ///
    /// Linux resets the high-water mark through `/proc/self/clear_refs`; elsewhere the peak cannot
    /// be reset, which is why every measurement runs in a fresh process.
    static func resetPeak() {
        #if os(Linux)
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        #endif
    }

    /// Returns memory the allocator holds but no longer uses to the operating system, so that
    /// reusing it later counts as growth of the resident size.
    static func releaseFreedMemory() {
        #if os(Linux)
        // `malloc_trim` is glibc's, declared in a header the Glibc module does not import.
        if let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
            _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
        }
        #else
        malloc_zone_pressure_relief(nil, 0)
        #endif
    }

    /// The largest resident size the process has had (since ``resetPeak()`` on Linux), in bytes.
    static var peakResidentBytes: Int {
        #if os(Linux)
        return statusField("VmHWM")
        #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #endif
    }

    /// The current resident size, in bytes.
    static var residentBytes: Int {
        #if os(Linux)
        return statusField("VmRSS")
        #else
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let status = withUnsafeMutablePointer(to: &info) {
            $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
            }
        }
        return status == KERN_SUCCESS ? Int(info.resident_size) : 0
        #endif
    }

    /// The path of the running executable, to start a fresh copy of it.
    static var executablePath: String {
        #if os(Linux)
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        #else
        Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }

    #if os(Linux)
    /// Reads a `kB` field of `/proc/self/status`, in bytes.
    private static func statusField(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return kilobytes * 1024
        }
        return 0
    }
    #endif
}

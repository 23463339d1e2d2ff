import FuzzDriver
import StorageFuzzing

// libFuzzer target: byte-driven sequences of MemoryStorage operations through the manager into
// an on-screen table that validates every batch update (see `PipelineFuzzCase`). Built for
// fuzzing by `.ci/run`; in an ordinary build, replays the files and folders named on the
// command line.

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzDriver.input(data, size)
    // libFuzzer calls this on the main thread; the managed table is main-actor isolated.
    return MainActor.assumeIsolated {
        FuzzDriver.check(bytes) { PipelineFuzzCase.check($0) }
    }
}

FuzzDriver.main(testOneInput: testOneInput)

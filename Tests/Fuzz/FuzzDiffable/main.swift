import FuzzDriver
import StorageFuzzing

// libFuzzer target: byte-driven diffable snapshots (whole new snapshots, edits with every
// snapshot call, reloads, user moves) applied through `UITableViewDiffableDataSource` and through
// the manager's `configureDiffableDataSource` into a table that validates every batch update (see
// `DiffableFuzzCase`). Built for fuzzing by `.ci/run`; in an ordinary build, replays the files and
// folders named on the command line.

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzDriver.input(data, size)
    // libFuzzer calls this on the main thread; the table is main-actor isolated.
    return MainActor.assumeIsolated {
        FuzzDriver.check(bytes) { DiffableFuzzCase.check($0) }
    }
}

FuzzDriver.main(testOneInput: testOneInput)

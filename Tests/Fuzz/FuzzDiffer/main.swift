import DiffingReference
import FuzzDriver

// libFuzzer target: LinearDiffer changesets between decoded old and new lists or sections,
// replayed and checked for minimal moves (see `DifferFuzzCase`). Built for fuzzing by `.ci/run`;
// in an ordinary build, replays the files and folders named on the command line.

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzDriver.check(FuzzDriver.input(data, size), with: DifferFuzzCase.check)
}

FuzzDriver.main(testOneInput: testOneInput)

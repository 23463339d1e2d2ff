import Foundation

/// Runs a fuzz target: under libFuzzer when the package is built with `-DFUZZING` and linked
/// with libFuzzer's runtime (as `.ci/fuzz` builds it), otherwise as a replayer of saved inputs.
///
/// Each fuzz executable defines `LLVMFuzzerTestOneInput` (libFuzzer's runtime refers to it) and
/// passes the same function to ``main(testOneInput:)``:
///
/// ```swift
/// @_cdecl("LLVMFuzzerTestOneInput")
/// func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
///     FuzzDriver.check(FuzzDriver.input(data, size), with: DifferFuzzCase.check)
/// }
/// FuzzDriver.main(testOneInput: testOneInput)
/// ```
///
/// SwiftPM links every executable with its own entry point, so libFuzzer's `main` is not used:
/// ``main(testOneInput:)`` starts libFuzzer through `LLVMFuzzerRunDriver` instead.
public enum FuzzDriver {
    /// The signature libFuzzer calls with each input.
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// The bytes of one input, as libFuzzer passes it.
    ///
    /// - Parameters:
    ///   - data: The input's bytes.
    ///   - size: The input's length.
    /// - Returns: A copy of the bytes.
    public static func input(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    /// Checks one input with `check` and stops the process with the problem it returns, so that
    /// libFuzzer saves the input as a crash.
    ///
    /// - Parameters:
    ///   - bytes: The input.
    ///   - check: Returns a description of what went wrong, or `nil`.
    /// - Returns: 0, as libFuzzer expects.
    public static func check(_ bytes: [UInt8], with check: ([UInt8]) -> String?) -> CInt {
        if let problem = check(bytes) {
            fatalError("fuzz input \(bytes) failed:\n\(problem)")
        }
        return 0
    }

    /// Runs libFuzzer with the command-line arguments (`FUZZING` builds), or replays every file
    /// named on the command line, and every file in every folder named there, through
    /// `testOneInput` (other builds).
    ///
    /// - Parameter testOneInput: The executable's `LLVMFuzzerTestOneInput`.
    public static func main(testOneInput: TestOneInput) -> Never {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
        #else
        let files = CommandLine.arguments.dropFirst().flatMap(inputFiles(at:))
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                fatalError("cannot read \(file)")
            }
            _ = data.withUnsafeBytes { buffer in
                testOneInput(buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
            }
        }
        print("replayed \(files.count) inputs, no failure")
        exit(0)
        #endif
    }

    /// The file at `path`, or the files in the folder at `path`, sorted by name.
    ///
    /// - Parameter path: A file or a folder.
    /// - Returns: File paths.
    public static func inputFiles(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }
    }
}

#if FUZZING
/// libFuzzer's entry point for programs that have their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: FuzzDriver.TestOneInput
) -> CInt
#endif

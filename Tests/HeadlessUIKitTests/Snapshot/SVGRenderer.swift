import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Renders SVG to pixels with a real renderer, `rsvg-convert` (Debian's `librsvg2-bin`, which
/// `.ci/run` installs), and reads pixels back from the PNG with Python's standard library.
enum SVGRenderer {
    /// Where `rsvg-convert` is, if it is installed.
    static let executable: URL? = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert"]
        .map { URL(fileURLWithPath: $0) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Whether pictures can be rendered here.
    static var isAvailable: Bool { executable != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") }

    /// An 8-bit RGBA pixel.
    struct Pixel: Equatable, CustomStringConvertible {
        var red: Int, green: Int, blue: Int, alpha: Int
        var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

        /// Whether each channel is within `tolerance` of the other's (anti-aliasing, rounding).
        func isClose(to other: Pixel, tolerance: Int = 3) -> Bool {
            abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
                && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
        }
    }

    enum Failure: Error, CustomStringConvertible {
        case toolFailed(String, status: Int32, output: String)
        var description: String {
            switch self {
            case .toolFailed(let tool, let status, let output): "\(tool) exited with \(status): \(output)"
            }
        }
    }

    /// Renders `svg` at one pixel per point and returns the pixels at `points`.
    static func pixels(of svg: String, at points: [(x: Int, y: Int)]) throws -> [Pixel] {
        guard let executable else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgFile = folder.appendingPathComponent("picture.svg")
        let pngFile = folder.appendingPathComponent("picture.png")
        try svg.write(to: svgFile, atomically: true, encoding: .utf8)
        _ = try run(executable, ["--format=png", "--output=\(pngFile.path)", svgFile.path])
        let script = folder.appendingPathComponent("pixels.py")
        try pngPixelScript.write(to: script, atomically: true, encoding: .utf8)
        let output = try run(URL(fileURLWithPath: "/usr/bin/python3"), [script.path, pngFile.path] + points.flatMap { ["\($0.x)", "\($0.y)"] })
        return output.split(separator: "\n").map { line in
            let channels = line.split(separator: " ").compactMap { Int($0) }
            return Pixel(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
        }
    }

    /// Runs a tool to completion and returns what it printed (standard output and error).
    ///
    /// On Linux with `posix_spawn` and `waitpid`, writing the output to a file: no threads and
    /// no pipes, so the suite's runs under ThreadSanitizer see nothing of it.
    private static func run(_ executable: URL, _ arguments: [String]) throws -> String {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("svg-render-output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let status = try spawnAndWait(executable.path, arguments, output: outputFile.path)
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw Failure.toolFailed(executable.lastPathComponent, status: status, output: output)
        }
        return output
    }

    #if canImport(Glibc)
    private static func spawnAndWait(_ path: String, _ arguments: [String], output: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw Failure.toolFailed(URL(fileURLWithPath: path).lastPathComponent, status: spawned, output: "posix_spawn failed")
        }
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) == -1, errno == EINTR {}
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        return waitStatus & 0x7f == 0 ? (waitStatus >> 8) & 0xff : 128 + (waitStatus & 0x7f)
    }
    #else
    private static func spawnAndWait(_ path: String, _ arguments: [String], output: String) throws -> Int32 {
        FileManager.default.createFile(atPath: output, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
    #endif

    /// Decodes an 8-bit RGB or RGBA PNG (what rsvg-convert writes) and prints `r g b a` for each
    /// `x y` pair of arguments.
    private static let pngPixelScript = """
        import struct, sys, zlib
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
        pos, idat = 8, b''
        while pos < len(data):
            length, kind = struct.unpack('>I4s', data[pos:pos + 8])
            chunk = data[pos + 8:pos + 8 + length]
            if kind == b'IHDR':
                width, height, depth, color = struct.unpack('>IIBB', chunk[:10])
            elif kind == b'IDAT':
                idat += chunk
            pos += 12 + length
        assert depth == 8 and color in (2, 6), (depth, color)
        bpp = 4 if color == 6 else 3
        raw, stride, rows, prev, i = zlib.decompress(idat), width * bpp, [], bytearray(width * bpp), 0
        for _ in range(height):
            kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
            i += 1 + stride
            for x in range(stride):
                a = line[x - bpp] if x >= bpp else 0
                b = prev[x]
                c = prev[x - bpp] if x >= bpp else 0
                if kind == 1: line[x] = (line[x] + a) & 255
                elif kind == 2: line[x] = (line[x] + b) & 255
                elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(line)
            prev = line
        args = sys.argv[2:]
        for k in range(0, len(args), 2):
            x, y = int(args[k]), int(args[k + 1])
            px = rows[y][x * bpp:(x + 1) * bpp]
            print(*(list(px) + ([255] if bpp == 3 else [])))
        """
}

import Expectations
import Foundation
import Testing

/// The Apple owner-call file cannot be compiled on this platform; its declarations are checked
/// against the compiled HeadlessUIKit twin instead, line for line.
@Suite struct OwnerCallParityTests {
    /// The owner-call declarations of a source file of the manager: each `func` line up to its
    /// body, with its attributes, in file order; `#if` lines are left out.
    private func declarations(inSourceFile name: String) throws -> [String] {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/DTTableViewManager/PlatformEdge")
        let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
        let shared = text.components(separatedBy: "// MARK: - HeadlessUIKit only")[0]
        return shared.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("@available") || trimmed.hasPrefix("extension ") { return trimmed }
            guard trimmed.hasPrefix("func implemented"), let body = trimmed.range(of: " { ") else { return nil }
            return String(trimmed[..<body.lowerBound])
        }
    }

    @Test func appleOwnerCallsDeclareTheSameFunctionsAsTheHeadlessTwin() throws {
        let apple = try declarations(inSourceFile: "OwnerCalls+UIKit.swift")
        let headless = try declarations(inSourceFile: "OwnerCalls+Headless.swift")
        #expect(apple.contains { $0.hasPrefix("func implementedHeightForRowAt(") })
        expectEqual(apple, headless)
    }
}

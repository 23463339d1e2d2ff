import Foundation
import Testing

/// Where HeadlessUIKit stands in for UIKit, a module named `UIKit` exists in the build so app
/// files that `import UIKit` compile; `canImport(UIKit)` is then true there too. The package's
/// own sources must therefore never use it to mean "Apple's UIKit".
@Suite struct PlatformConditionTests {
    @Test func packageSourcesNeverTestCanImportUIKit() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
        #expect(files.count > 100)
        var offending: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let isCondition = trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif")
                if isCondition, trimmed.contains("canImport(UIKit)") {
                    offending.append("\(file.lastPathComponent): \(trimmed)")
                }
            }
        }
        #expect(offending.isEmpty, "test HEADLESS_UIKIT instead: \(offending)")
    }
}

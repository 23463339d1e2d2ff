import Foundation

/// The package's documentation and sources, read from the checkout the tests were built from.
enum DocSources {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fenced code block: its code and the line of the document it starts on.
    struct Block {
        let code: String
        let line: Int
    }

    /// The README and every article of every DocC catalog under `Sources`.
    static func documents() throws -> [URL] {
        try [root.appendingPathComponent("README.md")] + articles()
    }

    /// Every article of every DocC catalog under `Sources`.
    static func articles() throws -> [URL] {
        try files(under: "Sources") { $0.pathExtension == "md" && $0.deletingLastPathComponent().pathExtension == "docc" }
    }

    /// The Swift files of the documentation's compiled copies.
    static func docExampleFiles() throws -> [URL] {
        try files(under: "Tests/ShowcaseTests/DocExamples") { $0.pathExtension == "swift" }
    }

    /// Every Swift file under `Sources`.
    static func sourceFiles() throws -> [URL] {
        try files(under: "Sources") { $0.pathExtension == "swift" }
    }

    /// `path` relative to the package's root.
    static func relativePath(of url: URL) -> String {
        String(url.path.dropFirst(root.path.count + 1))
    }

    /// The ```` ```swift ```` blocks of a Markdown text.
    static func swiftBlocks(in markdown: String) -> [Block] {
        var blocks: [Block] = []
        var current: (lines: [String], line: Int)?
        var fence: String?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed == open {
                    if let block = current { blocks.append(Block(code: block.lines.joined(separator: "\n"), line: block.line)) }
                    current = nil
                    fence = nil
                } else {
                    current?.lines.append(String(line))
                }
            } else if trimmed.hasPrefix("```") {
                fence = String(trimmed.prefix { $0 == "`" })
                current = trimmed.dropFirst(fence!.count) == "swift" ? ([], index + 2) : nil
            }
        }
        return blocks
    }

    /// The paragraphs of `code` (runs of lines between blank lines), each line without its
    /// indentation.
    static func paragraphs(of code: String) -> [[String]] {
        var paragraphs: [[String]] = []
        var current: [String] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty {
                current.append(trimmed)
            } else if !current.isEmpty {
                paragraphs.append(current)
                current = []
            }
        }
        if !current.isEmpty { paragraphs.append(current) }
        return paragraphs
    }

    /// The lines of `text` without indentation, blank lines left out.
    static func normalizedLines(of text: String) -> [String] {
        paragraphs(of: text).flatMap { $0 }
    }

    /// Whether `lines` contains each of `paragraphs` as consecutive lines, in order.
    static func contains(_ lines: [String], inOrder paragraphs: [[String]]) -> Bool {
        var start = lines.startIndex
        for paragraph in paragraphs {
            guard let found = firstIndex(of: paragraph, in: lines, from: start) else { return false }
            start = found + paragraph.count
        }
        return true
    }

    private static func firstIndex(of run: [String], in lines: [String], from start: Int) -> Int? {
        guard !run.isEmpty, lines.count - start >= run.count else { return nil }
        return (start...(lines.count - run.count)).first { lines[$0..<($0 + run.count)].elementsEqual(run) }
    }

    private static func files(under folder: String, where matches: (URL) -> Bool) throws -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter(matches).sorted { $0.path < $1.path }
    }
}

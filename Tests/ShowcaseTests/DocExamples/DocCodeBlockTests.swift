import Foundation
import Testing

/// The documentation's code compiles: every `swift` code block of the README and of every DocC
/// article appears, line for line, in one of the compiled, passing tests of this folder
/// (`Tests/ShowcaseTests/DocExamples`), where it is exercised.
///
/// Lines are compared without their indentation, so a block of statements can sit inside a test
/// function. A block's paragraphs (separated by blank lines) must appear in one file, in order,
/// each as consecutive lines, so declarations can sit at file scope and the statements that use
/// them in a test. `@testable import` lines, which name the reader's own app module, are left
/// out. A block changed in an article fails here until its copy is changed the same way, and
/// then the copy must still compile and pass.
@Suite struct DocCodeBlockTests {
    /// Blocks that cannot be a test, by their first line, with the reason.
    static let exempt: [String: String] = [
        "dependencies: [": "a fragment of the reader's Package.swift manifest",
        #".package(url: "https://github.com/your-org/DTTableViewManager.git", from: "11.0.0", traits: ["SnapshotTesting"]),"#:
            "a fragment of the reader's Package.swift manifest",
        "import HeadlessSnapshotTesting":
            "needs the SnapshotTesting trait and swift-snapshot-testing, which this package never builds; SnapshotTests/ exercises the same strategies",
        "extension Snapshotting where Value: UIViewController, Format == String {":
            "needs swift-snapshot-testing, which this package never builds; SnapshotTests/ exercises the same strategy",
    ]

    @Test func blocksAreFoundParagraphByParagraphInOrder() {
        let file = ["import Testing", "struct A {}", "func test() {", "let a = A()", "}"]
        #expect(DocSources.contains(file, inOrder: DocSources.paragraphs(of: "struct A {}\n\n    let a = A()")))
        #expect(!DocSources.contains(file, inOrder: DocSources.paragraphs(of: "let a = A()\n\nstruct A {}")))
        #expect(!DocSources.contains(file, inOrder: DocSources.paragraphs(of: "struct A {}\nlet a = A()")))
    }

    @Test func everySwiftBlockOfTheDocsIsCompiledByADocExampleTest() throws {
        let mirrors = try DocSources.docExampleFiles().map { try DocSources.normalizedLines(of: String(contentsOf: $0, encoding: .utf8)) }
        var missing: [String] = []
        var checked = 0
        for document in try DocSources.documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            for block in DocSources.swiftBlocks(in: text) {
                let code = block.code.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("@testable import ") }.joined(separator: "\n")
                let paragraphs = DocSources.paragraphs(of: code)
                guard let first = paragraphs.first?.first, Self.exempt[first] == nil else { continue }
                checked += 1
                if !mirrors.contains(where: { DocSources.contains($0, inOrder: paragraphs) }) {
                    missing.append("\(DocSources.relativePath(of: document)):\(block.line): \(first)")
                }
            }
        }
        #expect(checked > 40)
        #expect(missing.isEmpty, "code blocks with no compiled copy in Tests/ShowcaseTests/DocExamples:\n\(missing.joined(separator: "\n"))")
    }
}

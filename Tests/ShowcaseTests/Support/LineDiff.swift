/// A line-by-line diff of two texts, for readable failure messages.
enum LineDiff {
    /// The lines that differ between `expected` and `actual`, in unified-diff style: `-` for a
    /// line only in `expected`, `+` for a line only in `actual`, with `context` unchanged lines
    /// around each change and `@@ line N` giving the expected text's line number.
    ///
    /// - Parameters:
    ///   - expected: The reference text.
    ///   - actual: The text produced.
    ///   - context: Unchanged lines shown around each change.
    /// - Returns: The diff, or an empty string when the texts are equal.
    /// - Complexity: O(*n* × *m*) in the numbers of lines.
    static func unified(expected: String, actual: String, context: Int = 2) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let script = editScript(old, new)
        let changed = script.indices.filter { script[$0].mark != " " }
        guard !changed.isEmpty else { return "" }
        var shown = Set<Int>()
        for index in changed {
            shown.formUnion(max(0, index - context)...min(script.count - 1, index + context))
        }
        var output: [String] = []
        var previous = -2
        for index in shown.sorted() {
            if index != previous + 1 {
                output.append("@@ line \(script[index].oldLine + 1)")
            }
            output.append("\(script[index].mark) \(script[index].text)")
            previous = index
        }
        return output.joined(separator: "\n")
    }

    private struct Entry {
        let mark: Character
        let text: String
        let oldLine: Int
    }

    /// The longest-common-subsequence edit script turning `old` into `new`.
    private static func editScript(_ old: [String], _ new: [String]) -> [Entry] {
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var script: [Entry] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                script.append(Entry(mark: " ", text: old[i], oldLine: i))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                script.append(Entry(mark: "-", text: old[i], oldLine: i))
                i += 1
            } else {
                script.append(Entry(mark: "+", text: new[j], oldLine: i))
                j += 1
            }
        }
        return script
    }
}

/// The text of a text snapshot as it is written, one view's line after another: each line starts
/// with its indentation and the view's role and type name, and the view's attributes follow,
/// each after a space.
///
/// Attributes go straight into the one text rather than into a list per view joined later: a
/// screen's snapshot has hundreds of them.
struct TextSnapshotLines {
    private var output = SnapshotOutput()

    /// The lines written so far, each ending with a newline once ended.
    var text: String { output.text }

    /// Starts a line indented by two spaces for each level of `depth`, beginning with `start`.
    mutating func startLine(depth: Int, _ start: String) {
        for _ in 0..<depth {
            output.append("  ")
        }
        output.append(start)
    }

    /// Adds `attribute` to the current line, after a space.
    mutating func append(_ attribute: String) {
        output.append(" ")
        output.append(attribute)
    }

    /// Adds `key=` and the value `writeValue` appends, after a space: the value is written in
    /// place rather than built on its own first.
    ///
    /// ```swift
    /// lines.append("frame") { SnapshotFormatting.appendRect(view.frame, to: &$0) }
    /// ```
    mutating func append(_ key: String, _ writeValue: (inout SnapshotOutput) -> Void) {
        output.append(" ")
        output.append(key)
        output.append("=")
        writeValue(&output)
    }

    /// Ends the current line.
    mutating func endLine() {
        output.append("\n")
    }
}

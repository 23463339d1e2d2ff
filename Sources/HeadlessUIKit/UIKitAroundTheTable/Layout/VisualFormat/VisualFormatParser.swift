import Foundation

/// A parsed visual format string: an orientation, views with their size predicates, and the
/// connections between them and to the superview's edges.
struct VisualFormat {
    /// A relation to a constant or to another view's length, with an optional priority.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(String)
        }

        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: Float?
    }

    /// The space between two neighbours.
    enum Connection {
        /// `[a][b]`: no space.
        case adjacent
        /// `[a]-[b]`: the standard spacing.
        case standard
        /// `[a]-8-[b]`, `[a]-(>=8@750)-[b]`.
        case predicates([Predicate])
    }

    /// A view of the format, `[name(predicates)]`.
    struct View {
        var name: String
        var predicates: [Predicate]
    }

    var isVertical = false
    var leadingEdge: Connection?
    var views: [View] = []
    /// The connection before each view after the first.
    var connections: [Connection] = []
    var trailingEdge: Connection?
}

/// A parser of Auto Layout's visual format language:
///
/// ```
/// format     ::= (("H" | "V") ":")? ("|" connection)? view (connection view)* (connection "|")?
/// view       ::= "[" name ("(" predicate ("," predicate)* ")")? "]"
/// connection ::= "" | "-" | "-" (number | metric | "(" predicate ("," predicate)* ")") "-"
/// predicate  ::= ("==" | "<=" | ">=")? (number | metric | view) ("@" (number | metric))?
/// ```
struct VisualFormatParser {
    private let format: String
    private let characters: [Character]
    private let metrics: [String: Any]
    private let viewNames: Set<String>
    private var index = 0

    init(format: String, metrics: [String: Any], viewNames: Set<String>) {
        self.format = format
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.viewNames = viewNames
    }

    /// The parsed format.
    mutating func parse() throws(HeadlessVisualFormatError) -> VisualFormat {
        var result = VisualFormat()
        if characters.count >= 2, characters[1] == ":" {
            guard characters[0] == "H" || characters[0] == "V" else { throw error("expected 'H' or 'V' before ':'") }
            result.isVertical = characters[0] == "V"
            index = 2
        }
        if consume("|") {
            result.leadingEdge = try connection()
        }
        result.views.append(try view())
        while index < characters.count {
            let connection = try connection()
            if consume("|") {
                result.trailingEdge = connection
                guard index == characters.count else { throw error("expected the end of the format after '|'") }
                break
            }
            result.connections.append(connection)
            result.views.append(try view())
        }
        return result
    }

    // MARK: - Grammar

    private mutating func view() throws(HeadlessVisualFormatError) -> VisualFormat.View {
        guard consume("[") else { throw error("expected a view: '['") }
        let name = identifier()
        guard !name.isEmpty else { throw error("expected a view name") }
        guard viewNames.contains(name) else { throw error("'\(name)' is not a key in the views dictionary") }
        var predicates: [VisualFormat.Predicate] = []
        if peek == "(" { predicates = try predicateList() }
        guard consume("]") else { throw error("expected ']'") }
        return VisualFormat.View(name: name, predicates: predicates)
    }

    private mutating func connection() throws(HeadlessVisualFormatError) -> VisualFormat.Connection {
        guard consume("-") else { return .adjacent }
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek == "(" {
            predicates = try predicateList()
        } else {
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(try constant()), priority: nil)]
        }
        if predicates.contains(where: { if case .view = $0.object { true } else { false } }) {
            throw error("a space cannot be related to a view")
        }
        guard consume("-") else { throw error("expected '-' after the space") }
        return .predicates(predicates)
    }

    private mutating func predicateList() throws(HeadlessVisualFormatError) -> [VisualFormat.Predicate] {
        _ = consume("(")
        var predicates = [try predicate()]
        while consume(",") { predicates.append(try predicate()) }
        guard consume(")") else { throw error("expected ')' or ','") }
        return predicates
    }

    private mutating func predicate() throws(HeadlessVisualFormatError) -> VisualFormat.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        for (text, candidate) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)] where consume(text) {
            relation = candidate
            break
        }
        let object: VisualFormat.Predicate.Object
        if let name = peekIdentifier(), viewNames.contains(name), metrics[name] == nil {
            index += name.count
            object = .view(name)
        } else {
            object = .constant(try constant())
        }
        var priority: Float?
        if consume("@") { priority = Float(try constant()) }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number or a metric's value.
    private mutating func constant() throws(HeadlessVisualFormatError) -> CGFloat {
        if let name = peekIdentifier(), !(name.first?.isNumber ?? false) {
            guard let value = UIFontDescriptor.number(metrics[name]) else {
                throw error("'\(name)' is not a key in the metrics dictionary (nor a view here)")
            }
            index += name.count
            return value
        }
        let start = index
        if peek == "-" || peek == "+" { index += 1 }
        while let character = peek, character.isNumber || character == "." { index += 1 }
        guard let value = Double(String(characters[start..<index])) else {
            index = start
            throw error("expected a number or a metric name")
        }
        return CGFloat(value)
    }

    // MARK: - Characters

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private mutating func consume(_ text: String) -> Bool {
        let expected = Array(text)
        guard index + expected.count <= characters.count, Array(characters[index..<index + expected.count]) == expected else { return false }
        index += expected.count
        return true
    }

    private func peekIdentifier() -> String? {
        var end = index
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
        guard end > index, !characters[index].isNumber else { return nil }
        return String(characters[index..<end])
    }

    private mutating func identifier() -> String {
        guard let name = peekIdentifier() else { return "" }
        index += name.count
        return name
    }

    private func error(_ reason: String) -> HeadlessVisualFormatError {
        HeadlessVisualFormatError(format: String(characters), offset: index, reason: reason)
    }
}

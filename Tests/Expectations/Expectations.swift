import Testing

// The suites' comparisons, as functions that check them with one `#expect` each.
//
// `#expect(a == b)` expands at every use into a call of one of Swift Testing's overloaded
// `__checkBinaryOperation` functions, with the operator in a closure that the type checker solves
// together with the operands: 9–16 ms of compile time per line on this project's CI machine,
// against about 1 ms for a call of a generic function. Over the suites' 4,200 comparisons that was
// about a fifth of a clean build's CPU time (CONTRIBUTING.md, "Build cost"). A failure is reported
// at the caller's line, with both values and, for collections, their difference, as `#expect`
// reports it; only the source text of the operands is not repeated. That is why each function
// holds an `#expect` of its own operator rather than all passing a `Bool` to one shared function:
// the macro shows the values only of the operator it sees.
//
// The caller's location comes from the literal defaults `#fileID`, `#filePath`, `#line` and
// `#column` rather than `#_sourceLocation`, which is itself a macro expanded at every call.

/// Records an issue unless `actual` equals `expected`.
///
/// - Parameters:
///   - actual: The value the code under test produced.
///   - expected: The value it should have produced.
///   - comment: What the comparison checks, printed with a failure.
public func expectEqual<Value: Equatable>(
    _ actual: Value,
    _ expected: Value,
    _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    #expect(
        actual == expected, comment(),
        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Records an issue if `actual` equals `unexpected`.
///
/// - Parameters:
///   - actual: The value the code under test produced.
///   - unexpected: A value it must not have produced.
///   - comment: What the comparison checks, printed with a failure.
public func expectNotEqual<Value: Equatable>(
    _ actual: Value,
    _ unexpected: Value,
    _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    #expect(
        actual != unexpected, comment(),
        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Records an issue unless `value` is `nil`.
///
/// - Parameters:
///   - value: The optional the code under test produced.
///   - comment: What the check is about, printed with a failure.
public func expectNil<Wrapped>(
    _ value: Wrapped?,
    _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    #expect(
        value == nil, comment(),
        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Records an issue if `value` is `nil`.
///
/// - Parameters:
///   - value: The optional the code under test produced.
///   - comment: What the check is about, printed with a failure.
public func expectNotNil<Wrapped>(
    _ value: Wrapped?,
    _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    #expect(
        value != nil, comment(),
        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Records an issue unless `actual` and `expected` are the same object (or both `nil`).
///
/// - Parameters:
///   - actual: The object the code under test produced.
///   - expected: The object it should have produced.
///   - comment: What the comparison checks, printed with a failure.
public func expectIdentical(
    _ actual: AnyObject?,
    _ expected: AnyObject?,
    _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    #expect(
        actual === expected, comment(),
        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Records an issue if `actual` and `unexpected` are the same object (or both `nil`).
///
/// - Parameters:
///   - actual: The object the code under test produced.
///   - unexpected: An object it must not have produced.
///   - comment: What the comparison checks, printed with a failure.
public func expectNotIdentical(
    _ actual: AnyObject?,
    _ unexpected: AnyObject?,
    _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    #expect(
        actual !== unexpected, comment(),
        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

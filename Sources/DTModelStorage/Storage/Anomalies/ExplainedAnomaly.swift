/// An anomaly that says what happened and what to do about it, in the one format every anomaly
/// of DTModelStorage and DTTableViewManager shares.
///
/// The default anomaly actions print ``message``, a single line:
///
/// ```
/// ⚠️ [DTModelStorage] Failed to find item for removal: 42. Fix: Remove only items the storage holds; nothing was removed.
/// ```
///
/// `debugDescription` keeps the wording DTModelStorage 11 and DTTableViewManager 11 print, for
/// log filters written against it; ``message`` is the format to read.
public protocol ExplainedAnomaly: CustomDebugStringConvertible {
    /// The library that reports the anomaly, shown in brackets at the start of ``message``.
    static var reportingLibrary: String { get }

    /// What happened, with the values involved: a sentence without its final period.
    var problemDescription: String { get }

    /// What to change in the calling code so that the anomaly goes away: one or more sentences,
    /// ending with a period.
    var recoverySuggestion: String { get }
}

extension ExplainedAnomaly {
    /// The anomaly in one line: `⚠️ [Library] What happened. Fix: What to do.`
    ///
    /// What the default anomaly actions print in debug builds.
    public var message: String {
        "⚠️ [\(Self.reportingLibrary)] \(problemDescription). Fix: \(recoverySuggestion)"
    }
}

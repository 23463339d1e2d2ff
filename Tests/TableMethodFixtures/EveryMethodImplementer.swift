import HeadlessUIKit

/// Implements every method of the six table protocols, each written exactly as an iOS app
/// declares it, and records which ran.
///
/// Each method appends its ``HeadlessTableViewMethod`` to ``calls`` and, if it returns a value, answers
/// what ``setAnswer(_:for:)`` set for it, or else its default. The defaults differ from UIKit's
/// where the type allows (row heights are 10, `editingStyleForRowAt` is `.insert`), so a test
/// sees that the implementation answered rather than UIKit's fallback; optional results default
/// to `nil`, so a test can tell "answered `nil`" from "not implemented".
///
/// ```swift
/// let implementer = EveryMethodImplementer()
/// implementer.setAnswer(CGFloat(60), for: .heightForRowAt)
/// tableView.delegate = implementer
/// ```
@MainActor
public final class EveryMethodImplementer: NSObject, EveryTableProtocol {
    /// The methods called so far, in order.
    public private(set) var calls: [HeadlessTableViewMethod] = []

    /// The answers set with ``setAnswer(_:for:)``.
    private var answers: [HeadlessTableViewMethod: Any] = [:]

    /// Creates an implementer that has recorded no call and answers every default.
    override public init() {}

    /// Makes `method` answer `answer` from now on instead of its default.
    ///
    /// - Parameters:
    ///   - answer: A value of exactly the method's return type: `CGFloat(44)` for a height, not
    ///     `44`; `String?.none` for an optional title. A value of another type stops the test at
    ///     the method's next call, naming both types.
    ///   - method: A method that returns a value; an answer set for a method that returns
    ///     nothing stops the test at that method's next call.
    public func setAnswer<Answer>(_ answer: Answer, for method: HeadlessTableViewMethod) {
        answers[method] = answer
    }

    /// Records a call of `method`, which returns nothing.
    func record(_ method: HeadlessTableViewMethod) {
        precondition(answers[method] == nil, "An answer was set for .\(method), which returns nothing: remove it.")
        calls.append(method)
    }

    /// Records a call of `method` and returns the answer set for it, or `standard` if none was set.
    func answer<Answer>(_ method: HeadlessTableViewMethod, default standard: @autoclosure () -> Answer) -> Answer {
        calls.append(method)
        guard let configured = answers[method] else { return standard() }
        guard let answer = configured as? Answer else {
            preconditionFailure(
                "The answer set for .\(method) is a \(type(of: configured)), but the method returns \(Answer.self): set a \(Answer.self)."
            )
        }
        return answer
    }

    // MARK: - UITableViewDataSource

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        answer(.numberOfRowsInSection, default: 0)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        answer(.cellForRowAt, default: UITableViewCell())
    }

    public func numberOfSections(in tableView: UITableView) -> Int {
        answer(.numberOfSections, default: 1)
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        answer(.titleForHeaderInSection, default: nil)
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        answer(.titleForFooterInSection, default: nil)
    }

    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        answer(.canEditRowAt, default: true)
    }

    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        answer(.canMoveRowAt, default: true)
    }

    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        answer(.sectionIndexTitles, default: nil)
    }

    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        answer(.sectionForSectionIndexTitle, default: index)
    }

    public func tableView(
        _ tableView: UITableView,
        commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        record(.commitEditingStyleForRowAt)
    }

    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        record(.moveRowAt)
    }

    // MARK: - UITableViewDataSourcePrefetching

    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        record(.prefetchRowsAt)
    }

    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        record(.cancelPrefetchingForRowsAt)
    }
}

/// UIKit's responds-to cache of one table view: for each method, whether the object assigned to
/// its role implements it, or `nil` while that is unknown.
///
/// The answers are stored by the method's position among ``HeadlessTableViewMethod/allCases``,
/// so reading one, which the table does before every delegate and data-source call, hashes
/// nothing.
struct RespondsCache {
    private var answers = [Bool?](repeating: nil, count: HeadlessTableViewMethod.caseCount)

    /// The cached answer for `method`; `nil` while unknown.
    subscript(method: HeadlessTableViewMethod) -> Bool? {
        get { answers[method.ordinal] }
        set { answers[method.ordinal] = newValue }
    }

    /// Forgets every answer of `role`, as when a new object is assigned to it.
    mutating func forget(_ role: HeadlessTableViewMethod.Role) {
        for method in role.methods { answers[method.ordinal] = nil }
    }

    /// Records the answers of an object assigned to `role` that was asked about all the role's
    /// optional methods at once: `true` for those in `implemented`, `false` for the others.
    ///
    /// Methods of `implemented` outside the role's optional methods are ignored.
    mutating func record(_ implemented: Set<HeadlessTableViewMethod>, for role: HeadlessTableViewMethod.Role) {
        for method in role.optionalMethods { answers[method.ordinal] = false }
        // Walking the set, rather than asking it about each method, hashes nothing.
        for method in implemented where method.role == role && !method.isRequired {
            answers[method.ordinal] = true
        }
    }
}

extension HeadlessTableViewMethod {
    /// The case's position in ``allCases``: its declaration order, which is how the compiler
    /// numbers the cases of an enum without payloads (checked by ``caseCount``).
    var ordinal: Int {
        Int(unsafeBitCast(self, to: UInt8.self))
    }

    /// The number of cases, after checking that each case's ``ordinal`` is its position.
    static let caseCount: Int = {
        precondition(MemoryLayout<HeadlessTableViewMethod>.size == 1, "HeadlessTableViewMethod is no longer one byte")
        for (position, method) in allCases.enumerated() {
            precondition(method.ordinal == position, "HeadlessTableViewMethod.\(method) is not numbered by declaration order")
        }
        return allCases.count
    }()
}

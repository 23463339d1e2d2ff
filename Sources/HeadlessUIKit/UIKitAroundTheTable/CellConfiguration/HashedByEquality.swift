/// A value of a type that is `Equatable` but not `Hashable` in UIKit (`NSDirectionalEdgeInsets`,
/// `NSDirectionalRectEdge`), stored in a configuration so that the configuration keeps its
/// synthesized `Hashable`: equal when the values are equal, with one hash for every value.
struct HashedByEquality<Value: Equatable>: Hashable {
    /// The stored value.
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: HashedByEquality, rhs: HashedByEquality) -> Bool {
        lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {}
}

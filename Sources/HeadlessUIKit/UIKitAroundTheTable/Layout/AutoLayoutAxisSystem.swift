import Foundation

/// One linear relation on an item's position and length along an axis:
/// `a × position + b × length (relation) rhs`, from a constraint or the intrinsic size.
struct AutoLayoutRow {
    /// The coefficient of the position (the minimum x or y).
    var a: CGFloat
    /// The coefficient of the length (the width or height).
    var b: CGFloat
    /// The right-hand side.
    var rhs: CGFloat
    /// How the left-hand side relates to ``rhs``.
    var relation: NSLayoutConstraint.Relation
    /// The priority of the relation.
    var priority: Float
    /// Where the row comes from: an index into the caller's constraints, or -1 for the intrinsic
    /// size.
    var source: Int

    /// Whether the relation is required (priority 1000).
    var isRequired: Bool { priority >= UILayoutPriority.required.rawValue }

    /// Whether a position and a length satisfy the relation, within ``AutoLayoutAxisSystem/tolerance``.
    func isSatisfied(position: CGFloat, length: CGFloat) -> Bool {
        let residual = a * position + b * length - rhs
        switch relation {
        case .equal: return abs(residual) <= AutoLayoutAxisSystem.tolerance
        case .lessThanOrEqual: return residual <= AutoLayoutAxisSystem.tolerance
        case .greaterThanOrEqual: return residual >= -AutoLayoutAxisSystem.tolerance
        }
    }

    /// The same row as an equality.
    var asEquality: AutoLayoutRow {
        var row = self
        row.relation = .equal
        return row
    }
}

/// Solves one axis of one item: two unknowns (position and length) from its rows.
///
/// Required equalities come first. When they leave a degree of freedom, non-required equalities
/// and the intrinsic size fill it, highest priority first (the intrinsic size ranks at the
/// view's compression-resistance priority), then inequalities taken as equalities, highest
/// priority first, as the sole information left. Required inequalities are then checked: one
/// that the solution violates replaces the lowest-priority row that was not a required equality
/// (so it clamps what an intrinsic size or a weaker constraint chose); without such a row, the
/// system is unsatisfiable. Non-required inequalities are not checked.
enum AutoLayoutAxisSystem {
    /// How far a relation may be off and still hold, in points.
    static let tolerance: CGFloat = 0.001

    /// The result for one axis.
    enum Outcome {
        /// The position and length.
        case solved(position: CGFloat, length: CGFloat)
        /// The rows do not determine both unknowns; `used` are the required equalities.
        case ambiguous(used: [AutoLayoutRow])
        /// Required rows contradict each other; `conflicting` are the rows in conflict.
        case unsatisfiable(conflicting: [AutoLayoutRow])
    }

    /// Solves position and length from rows.
    ///
    /// - Parameters:
    ///   - rows: The rows from the constraints.
    ///   - fillingFreedom: Whether other rows than the required equalities may fill what they
    ///     leave open; when `false`, that is ambiguous.
    ///   - intrinsicRow: The intrinsic-size row, computed only when the required equalities leave
    ///     a degree of freedom.
    /// - Returns: The outcome.
    static func solve(_ rows: [AutoLayoutRow], fillingFreedom: Bool = true, intrinsicRow: () -> AutoLayoutRow?) -> Outcome {
        let requiredEqualities = rows.filter { $0.isRequired && $0.relation == .equal }
        // The basis: up to two independent equalities; `fixed` marks the required ones.
        var basis: [AutoLayoutRow] = []
        var fixed: [Bool] = []
        for row in requiredEqualities {
            if add(row, to: &basis) {
                fixed.append(true)
            } else if basis.count < 2, !isConsistent(row, with: basis) {
                return .unsatisfiable(conflicting: basis + [row])
            }
        }
        if basis.count < 2, fillingFreedom {
            var fillers = rows.filter { !$0.isRequired && $0.relation == .equal }
            if let intrinsic = intrinsicRow() { fillers.append(intrinsic) }
            let inequalities = rows.filter { $0.relation != .equal }.map(\.asEquality)
            for row in byPriority(fillers) + byPriority(inequalities) {
                guard basis.count < 2 else { break }
                if add(row, to: &basis) { fixed.append(false) }
            }
        }
        guard basis.count == 2 else { return .ambiguous(used: requiredEqualities) }
        var solution = solve(basis)
        let requiredInequalities = rows.filter { $0.isRequired && $0.relation != .equal }
        for row in requiredInequalities where !row.isSatisfied(position: solution.position, length: solution.length) {
            let weakest = basis.indices.filter { !fixed[$0] }.min { basis[$0].priority < basis[$1].priority }
            var clamped = basis
            if let weakest { clamped[weakest] = row.asEquality }
            guard let weakest, isIndependent(clamped[0], clamped[1]) else {
                return .unsatisfiable(conflicting: basis + [row])
            }
            basis = clamped
            fixed[weakest] = true
            solution = solve(basis)
        }
        if let violated = rows.first(where: { $0.isRequired && !$0.isSatisfied(position: solution.position, length: solution.length) }) {
            return .unsatisfiable(conflicting: basis + [violated])
        }
        return .solved(position: solution.position, length: solution.length)
    }

    /// Rows sorted from the highest priority down, keeping their order within a priority.
    private static func byPriority(_ rows: [AutoLayoutRow]) -> [AutoLayoutRow] {
        rows.enumerated().sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }.map(\.element)
    }

    /// Adds a row to the basis when it is independent of it.
    private static func add(_ row: AutoLayoutRow, to basis: inout [AutoLayoutRow]) -> Bool {
        switch basis.count {
        case 0 where abs(row.a) > 1e-9 || abs(row.b) > 1e-9:
            basis.append(row)
            return true
        case 1 where isIndependent(basis[0], row):
            basis.append(row)
            return true
        default:
            return false
        }
    }

    private static func isIndependent(_ first: AutoLayoutRow, _ second: AutoLayoutRow) -> Bool {
        abs(first.a * second.b - first.b * second.a) > 1e-9
    }

    /// Whether an equality that depends on a basis of fewer than two rows agrees with it.
    private static func isConsistent(_ row: AutoLayoutRow, with basis: [AutoLayoutRow]) -> Bool {
        guard let base = basis.first else { return abs(row.rhs) <= tolerance }
        let scale = abs(base.a) > 1e-9 ? row.a / base.a : row.b / base.b
        return abs(row.rhs - scale * base.rhs) <= tolerance
    }

    /// The position and length that satisfy two independent equalities.
    private static func solve(_ basis: [AutoLayoutRow]) -> (position: CGFloat, length: CGFloat) {
        let (first, second) = (basis[0], basis[1])
        let determinant = first.a * second.b - first.b * second.a
        return (
            (first.rhs * second.b - second.rhs * first.b) / determinant,
            (first.a * second.rhs - second.a * first.rhs) / determinant
        )
    }
}

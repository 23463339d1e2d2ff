import Foundation

/// Places a view's constrained subviews and added layout guides from their constraints, in the
/// view's layout pass.
///
/// Each item (a subview with `translatesAutoresizingMaskIntoConstraints == false`, or a guide
/// the view owns that has constraints) is solved per axis, from its active constraints whose
/// other item is the container, one of the container's guides, a sibling (once that sibling is
/// solved on the axis, when it is solved here), a guide of a sibling, or an ancestor of the
/// container or its guides (see ``AutoLayoutAxisSystem`` for the rules). Items are solved in
/// rounds, horizontal axes first, so a sibling chain resolves in order and a label's height
/// comes from the width it got. An item waits for the unsolved siblings its constraints place
/// it against (it is their first item); a constraint where it is the second item and the other
/// is unsolved is left to that other item, which reads it once this one is solved. While such a
/// constraint is required, only the item's required equalities may settle it: required
/// constraints come first whichever way round they are written (`b.leading == a.trailing + 8`
/// and `a.trailing == b.leading - 8` place both items alike). When no item can progress (a
/// cycle), one item is solved ignoring its constraints to unsolved items, from its required
/// equalities alone if one can be, else with the other rows too (items placed against no
/// unsolved item first); those ignored constraints are not checked afterwards. Solved frames
/// are applied at once; what cannot be solved keeps its frame on that axis and is reported in
/// the item's `autoLayoutIssues`.
///
/// A measuring solver (``init(measuring:size:)``) solves the horizontal axes for a size the
/// container does not have yet, to learn its items' widths, and changes nothing.
@MainActor
struct AutoLayoutSolver {
    private enum AxisState {
        case pending, solved, failed
    }

    /// How an attempt treats constraints to items not solved yet.
    private enum Mode {
        /// Waits for the items it is placed against, and for every item a required constraint
        /// relates it to before anything but required equalities may decide: required
        /// constraints are satisfied first, whichever item is written first in them.
        case normal
        /// Breaks a cycle: ignores them, and only required equalities may decide.
        case requiredOnly
        /// Breaks a cycle: waits for the items it is placed against only, so that every row may
        /// decide the items others are placed against.
        case anchorsFirst
        /// Breaks a cycle: ignores them; every row may decide.
        case filling

        /// The mode to try when this one makes no progress.
        var next: Mode? {
            switch self {
            case .normal: .requiredOnly
            case .requiredOnly: .anchorsFirst
            case .anchorsFirst: .filling
            case .filling: nil
            }
        }

        /// Whether an item waits for the unsolved items it is placed against.
        var waitsForPlacingItems: Bool { self == .normal || self == .anchorsFirst }
    }

    private struct Item {
        let object: any AutoLayoutItem
        var rect: CGRect
        var horizontal = AxisState.pending
        var vertical = AxisState.pending
        var issues: [HeadlessAutoLayoutIssue] = []

        subscript(axis: NSLayoutConstraint.Axis) -> AxisState {
            get { axis == .horizontal ? horizontal : vertical }
            set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
        }
    }

    /// How a constraint bears on an axis of an item.
    private enum Reading {
        /// It does not mention the item on this axis.
        case unrelated
        /// A relation on the item's position and length.
        case row(AutoLayoutRow)
        /// Its other item is not solved on the axis yet; `placesItem` when the item being solved
        /// is its first item (placed against the other).
        case waiting(placesItem: Bool)
        /// It cannot be read: the reason, for the issue.
        case ignored(String)
    }

    /// What is known of another item: a value, nothing yet (a sibling not solved on the axis), or
    /// nothing ever (the reason, for the issue).
    private enum Known<Value> {
        case value(Value)
        case waiting
        case ignored(String)

        func flatMap<Other>(_ transform: (Value) -> Known<Other>) -> Known<Other> {
            switch self {
            case .value(let value): transform(value)
            case .waiting: .waiting
            case .ignored(let reason): .ignored(reason)
            }
        }
    }

    private let container: UIView
    /// The container's size: its bounds', or the size a measuring solver measures for.
    private let containerSize: CGSize
    /// Whether the solver only measures: it applies no frame and records no issue.
    private let isMeasuring: Bool
    private var items: [Item] = []
    private var indexOfItem: [ObjectIdentifier: Int] = [:]

    /// A solver for the subviews and guides of a view; clears the issues of subviews it does not
    /// place.
    init(container: UIView) {
        self.container = container
        containerSize = container.bounds.size
        isMeasuring = false
        for subview in container.subviews where !container.placesWithConstraints(subview) && !subview.autoLayoutIssues.isEmpty {
            subview.autoLayoutIssues = []
        }
        for item in container.constrainedItems {
            append(item, rect: (item as? UIView)?.frame ?? (item as? UILayoutGuide)?.assignedFrame ?? .zero)
        }
    }

    /// A solver that measures the items of a view as if the view had a size, changing nothing.
    init(measuring container: UIView, size: CGSize) {
        self.container = container
        containerSize = size
        isMeasuring = true
        for item in container.constrainedItems {
            append(item, rect: (item as? UIView)?.frame ?? (item as? UILayoutGuide)?.assignedFrame ?? .zero)
        }
    }

    /// Solves the horizontal axes of a measuring solver; returns the widths it solved, by item.
    mutating func measureWidths() -> [ObjectIdentifier: CGFloat] {
        var mode = Mode.normal
        while true {
            if attemptPendingAxes(mode, axes: [.horizontal]) {
                mode = .normal
            } else if let next = mode.next {
                mode = next
            } else {
                break
            }
        }
        var widths: [ObjectIdentifier: CGFloat] = [:]
        for item in items where item.horizontal == .solved {
            widths[ObjectIdentifier(item.object)] = item.rect.width
        }
        return widths
    }

    /// Whether there is nothing to place.
    var isEmpty: Bool { items.isEmpty }

    /// Solves every item, applies the frames, and records the issues on the items.
    mutating func solve() {
        var mode = Mode.normal
        while true {
            if attemptPendingAxes(mode, axes: [.horizontal, .vertical]) {
                mode = .normal
            } else if let next = mode.next {
                mode = next
            } else {
                break
            }
        }
        for index in items.indices {
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] where items[index][axis] == .pending {
                let constraints = items[index].object.layoutConstraints(on: axis)
                fail(index, axis, .ambiguous, constraints, "depends on siblings whose frames could not be solved")
            }
            items[index].object.autoLayoutIssues = items[index].issues
        }
    }

    // MARK: - Items

    private mutating func append(_ object: any AutoLayoutItem, rect: CGRect) {
        indexOfItem[ObjectIdentifier(object)] = items.count
        items.append(Item(object: object, rect: rect))
    }

    /// Attempts every pending axis, horizontal ones first; returns whether one was settled. A
    /// cycle-breaking mode stops at the first.
    private mutating func attemptPendingAxes(_ mode: Mode, axes: [NSLayoutConstraint.Axis]) -> Bool {
        var progressed = false
        for axis in axes {
            for index in items.indices where items[index][axis] == .pending {
                // A height waits for the width (text wraps at it), unless a cycle is being broken.
                if axis == .vertical, items[index].horizontal == .pending, mode.waitsForPlacingItems { continue }
                guard attempt(index, axis, mode) else { continue }
                progressed = true
                if mode != .normal { return true }
            }
        }
        return progressed
    }

    /// Tries to solve one axis of an item; returns whether the axis is settled (solved or
    /// failed).
    private mutating func attempt(_ index: Int, _ axis: NSLayoutConstraint.Axis, _ mode: Mode) -> Bool {
        let constraints = items[index].object.activeLayoutConstraints
        var rows: [AutoLayoutRow] = []
        var ignored: [(NSLayoutConstraint, String)] = []
        var deferred = false
        var defersRequired = false
        for (position, constraint) in constraints.enumerated() {
            switch reading(constraint, source: position, for: index, on: axis) {
            case .unrelated: continue
            case .row(let row): rows.append(row)
            case .ignored(let reason): ignored.append((constraint, reason))
            case .waiting(let placesItem):
                if placesItem, mode.waitsForPlacingItems { return false }
                deferred = true
                defersRequired = defersRequired || constraint.priority == .required
            }
        }
        // An intrinsic size or a weaker constraint must not decide what a required constraint
        // still unread may fix.
        let fillsFreedom = mode != .requiredOnly && !(mode == .normal && defersRequired)
        let outcome = AutoLayoutAxisSystem.solve(rows, fillingFreedom: fillsFreedom) { intrinsicRow(for: index, on: axis) }
        switch outcome {
        case .solved(let position, let length):
            apply(position, length, to: index, on: axis)
        case .ambiguous(let used):
            // Rows not read yet, or not allowed to decide in this mode, may still settle it.
            guard !deferred, fillsFreedom else { return false }
            let reason = used.isEmpty ? "no required constraint places it" : "the required constraints fix only one of its position and length"
            fail(index, axis, .ambiguous, used.map { constraints[$0.source] }, reason)
        case .unsatisfiable(let conflicting):
            let reason = "required constraints contradict each other"
            fail(index, axis, .unsatisfiable, conflicting.filter { $0.source >= 0 }.map { constraints[$0.source] }, reason)
        }
        if !ignored.isEmpty {
            let reasons = ignored.map { "\($0.0.headlessEquation) (\($0.1))" }.joined(separator: "; ")
            record(index, axis, .ignoredConstraints, ignored.map(\.0), "ignored constraints: \(reasons)")
        }
        return true
    }

    private mutating func apply(_ position: CGFloat, _ length: CGFloat, to index: Int, on axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            items[index].rect.origin.x = position
            items[index].rect.size.width = length
        } else {
            items[index].rect.origin.y = position
            items[index].rect.size.height = length
        }
        items[index][axis] = .solved
        guard !isMeasuring else { return }
        switch items[index].object {
        case let view as UIView: view.frame = items[index].rect
        case let guide as UILayoutGuide: guide.assignedFrame = items[index].rect
        default: break
        }
    }

    private mutating func fail(
        _ index: Int, _ axis: NSLayoutConstraint.Axis, _ kind: HeadlessAutoLayoutIssue.Kind, _ constraints: [NSLayoutConstraint], _ reason: String
    ) {
        items[index][axis] = .failed
        record(index, axis, kind, constraints, "\(reason); its frame keeps its \(axis == .horizontal ? "x and width" : "y and height")")
    }

    private mutating func record(
        _ index: Int, _ axis: NSLayoutConstraint.Axis, _ kind: HeadlessAutoLayoutIssue.Kind, _ constraints: [NSLayoutConstraint], _ text: String
    ) {
        guard !isMeasuring else { return }
        let name = String(describing: type(of: items[index].object))
        let equations = constraints.isEmpty ? "" : " [\(constraints.map(\.headlessEquation).joined(separator: ", "))]"
        let description = "\(name), \(axis == .horizontal ? "horizontal" : "vertical") axis: \(text)\(equations)"
        items[index].issues.append(HeadlessAutoLayoutIssue(kind: kind, axis: axis, constraints: constraints, description: description))
    }

    // MARK: - Rows

    /// Reads a constraint as a row on an axis of an item.
    private func reading(_ constraint: NSLayoutConstraint, source: Int, for index: Int, on axis: NSLayoutConstraint.Axis) -> Reading {
        let object = items[index].object
        let isFirst = constraint.firstItem === object && constraint.firstAttribute.axis == axis
        let isSecond = constraint.secondItem === object && constraint.secondAttribute.axis == axis
        guard isFirst || isSecond else { return .unrelated }
        guard isFirst != isSecond else { return .ignored("it relates the item to itself on one axis") }
        let (ownAttribute, otherItem, otherAttribute) = isFirst
            ? (constraint.firstAttribute, constraint.secondItem, constraint.secondAttribute)
            : (constraint.secondAttribute, constraint.firstItem, constraint.firstAttribute)
        // A scroll view's content size follows the content; it does not place it.
        if let guide = otherItem as? UILayoutGuide, guide.systemKind == .scrollContent, otherAttribute.dependsOnContentSize {
            return .unrelated
        }
        guard let own = Self.linearForm(of: ownAttribute, margins: (object as? UIView)?.layoutMargins) else {
            return .ignored("layout guides have no margin attributes")
        }
        let other: CGFloat
        switch value(of: otherAttribute, of: otherItem) {
        case .value(let value): other = value
        case .waiting: return .waiting(placesItem: isFirst)
        case .ignored(let reason): return .ignored(reason)
        }
        let priority = constraint.priority.rawValue
        let multiplier = constraint.multiplier
        if isFirst {
            // own = multiplier × other + constant
            let rhs = multiplier * other + constraint.constant - own.offset
            return .row(AutoLayoutRow(a: own.a, b: own.b, rhs: rhs, relation: constraint.relation, priority: priority, source: source))
        }
        // other = multiplier × own + constant, so multiplier × own (reversed relation) other − constant.
        guard multiplier != 0 else { return .unrelated }
        let rhs = other - constraint.constant - multiplier * own.offset
        return .row(AutoLayoutRow(
            a: multiplier * own.a, b: multiplier * own.b, rhs: rhs, relation: constraint.relation.reversed, priority: priority, source: source
        ))
    }

    /// The intrinsic size of a view along an axis as a row; its height is measured at the width
    /// solved in this pass, when there is one. A view without one on the axis gets the length its
    /// own constrained content needs (see ``AutoLayoutContentLength``), at the lower of its
    /// compression resistance and the priority that content holds at.
    private func intrinsicRow(for index: Int, on axis: NSLayoutConstraint.Axis) -> AutoLayoutRow? {
        guard let view = items[index].object as? UIView else { return nil }
        let width = items[index].horizontal == .solved ? items[index].rect.width : nil
        let size = view.intrinsicContentSize(forLayoutWidth: width)
        var length = axis == .horizontal ? size.width : size.height
        var priority = view.contentCompressionResistancePriority(for: axis).rawValue
        if length == UIView.noIntrinsicMetric {
            guard let content = AutoLayoutContentLength.of(view, on: axis, width: width ?? view.bounds.width) else { return nil }
            length = content.length
            priority = min(priority, content.priority.rawValue)
        }
        return AutoLayoutRow(a: 0, b: 1, rhs: length, relation: .equal, priority: priority, source: -1)
    }

    /// An attribute as `a × position + b × length + offset` along its axis, where position is the
    /// minimum x or y; margin attributes need the item's margins (views have them, guides not).
    private static func linearForm(
        of attribute: NSLayoutConstraint.Attribute, margins: UIEdgeInsets?
    ) -> (a: CGFloat, b: CGFloat, offset: CGFloat)? {
        switch attribute {
        case .left, .leading, .top, .firstBaseline: return (1, 0, 0)
        case .right, .trailing, .bottom, .lastBaseline: return (1, 1, 0)
        case .centerX, .centerY: return (1, 0.5, 0)
        case .width, .height: return (0, 1, 0)
        case .notAnAttribute: return nil
        default: break
        }
        guard let margins else { return nil }
        switch attribute {
        case .leftMargin, .leadingMargin: return (1, 0, margins.left)
        case .rightMargin, .trailingMargin: return (1, 1, -margins.right)
        case .centerXWithinMargins: return (1, 0.5, (margins.left - margins.right) / 2)
        case .topMargin: return (1, 0, margins.top)
        case .bottomMargin: return (1, 1, -margins.bottom)
        default: return (1, 0.5, (margins.top - margins.bottom) / 2)
        }
    }

    // MARK: - Other items

    /// The value of an attribute of the other item of a constraint, in the container's space.
    private func value(of attribute: NSLayoutConstraint.Attribute, of object: AnyObject?) -> Known<CGFloat> {
        guard let object, let axis = attribute.axis else { return .value(0) }
        guard let form = Self.linearForm(of: attribute, margins: (object as? UIView)?.layoutMargins) else {
            return .ignored("layout guides have no margin attributes")
        }
        return frame(of: object, on: axis).flatMap { rect in
            let (position, length) = axis == .horizontal ? (rect.minX, rect.width) : (rect.minY, rect.height)
            return .value(form.a * position + form.b * length + form.offset)
        }
    }

    /// The frame of another item in the container's space, as far as it is known on an axis.
    private func frame(of object: AnyObject, on axis: NSLayoutConstraint.Axis) -> Known<CGRect> {
        if object === container { return .value(CGRect(origin: .zero, size: containerSize)) }
        if let placed = placedFrame(of: object, on: axis) { return placed }
        if let view = object as? UIView {
            if view.superview === container { return .value(view.frame) }
            if container.isDescendant(of: view) { return .value(container.convert(CGRect(origin: .zero, size: view.bounds.size), from: view)) }
            return .ignored("its \(type(of: view)) is not the superview, a sibling or an ancestor")
        }
        guard let guide = object as? UILayoutGuide, let owner = guide.owningView else {
            return .ignored("its item is neither a view nor a layout guide in a view")
        }
        guard owner === container || owner.superview === container || container.isDescendant(of: owner) else {
            return .ignored("its guide belongs to a view that is not the superview, a sibling or an ancestor")
        }
        if owner === container, let inset = guide.systemInsets {
            return .value(CGRect(origin: .zero, size: containerSize).inset(by: inset))
        }
        if owner === container, guide.systemKind == .scrollFrame {
            return .value(CGRect(origin: .zero, size: containerSize))
        }
        if owner === container, guide.systemKind == .scrollContent {
            return .value(guide.layoutFrame)
        }
        if owner === container, let keyboard = guide as? UIKeyboardLayoutGuide {
            return .value(keyboard.frame(inOwnerOfSize: containerSize))
        }
        let ownerPlaced = placedFrame(of: owner, on: axis) ?? .value(owner.frame)
        return ownerPlaced.flatMap { _ in .value(container.convert(guide.layoutFrame, from: owner)) }
    }

    /// The frame of an item this solver places, once solved on the axis; `nil` for other objects.
    private func placedFrame(of object: AnyObject, on axis: NSLayoutConstraint.Axis) -> Known<CGRect>? {
        guard let index = indexOfItem[ObjectIdentifier(object)] else { return nil }
        switch items[index][axis] {
        case .solved: return .value(items[index].rect)
        case .pending: return .waiting
        case .failed: return .ignored("the frame of its \(type(of: object)) could not be solved")
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// The relation with its sides swapped: ≤ for ≥, ≥ for ≤.
    var reversed: NSLayoutConstraint.Relation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

import Foundation

/// The length a view's constrained content needs along an axis ("inside out"): the smallest
/// length of the view that its subviews' and guides' constraints and intrinsic sizes allow, as
/// UIKit's engine finds when the view's own length is held only at a low priority (fitting, or
/// a length no constraint sets).
///
/// Each item's leading and trailing (top and bottom) edges and the view's own are the unknowns;
/// constraints between edges, margins and centers (multiplier 1), constant lengths, an item's
/// height against its own width, and intrinsic sizes (at the item's compression resistance) are
/// relations "this edge is at least that far after that one". The content length is the longest
/// chain of them from the view's leading (top) edge to its trailing (bottom) edge. Required
/// relations always count; the others count from the highest priority down, each one that
/// agrees with what counts already, as long as they rank above ``UILayoutPriority/fittingSizeLevel``.
/// A center counts when its item's length is known (a constant length or its intrinsic size);
/// relations to the view's center, proportional lengths and items outside the view are left out.
/// Vertically, the items are first measured horizontally at the given width, so wrapping text
/// measures its height at the width it gets; subviews without an intrinsic size measure their own
/// content the same way.
@MainActor
struct AutoLayoutContentLength {
    /// A relation `edge[to] − edge[from] ≥ weight`, at a priority.
    private struct Link {
        let from: Int
        let to: Int
        let weight: CGFloat
        let priority: Float
    }

    /// An attribute of an item as an edge unknown plus a known offset.
    private struct Term {
        let node: Int
        let offset: CGFloat
    }

    /// The content length and the priority it holds at: the lowest priority along its chain.
    struct Measure {
        /// The length, in points.
        let length: CGFloat
        /// The lowest priority of the relations in the chain that sets it.
        let priority: UILayoutPriority
    }

    private let view: UIView
    private let axis: NSLayoutConstraint.Axis
    private let items: [any AutoLayoutItem]
    /// The node of each item's leading (top) edge; its trailing (bottom) edge is the next node.
    private var nodeOfItem: [ObjectIdentifier: Int] = [:]
    /// Item widths from the horizontal measure, for vertical lengths.
    private var widths: [ObjectIdentifier: CGFloat] = [:]
    /// The view's own width, for its own intrinsic height.
    private var ownWidth: CGFloat?

    /// The length the constrained content of a view needs along an axis, or `nil` when neither
    /// its content nor its own constraints reach from one edge to the other, or its required
    /// constraints contradict each other.
    ///
    /// - Parameters:
    ///   - view: The view whose subviews and guides are measured.
    ///   - axis: The axis.
    ///   - width: For the vertical axis, the view's width.
    static func of(_ view: UIView, on axis: NSLayoutConstraint.Axis, width: CGFloat) -> Measure? {
        var measure = AutoLayoutContentLength(view: view, axis: axis, items: view.constrainedItems)
        guard !measure.items.isEmpty || !view.activeLayoutConstraints.isEmpty else { return nil }
        if axis == .vertical {
            measure.ownWidth = width
            var solver = AutoLayoutSolver(measuring: view, size: CGSize(width: width, height: view.bounds.height))
            measure.widths = solver.measureWidths()
        }
        return measure.longestChain()
    }

    private init(view: UIView, axis: NSLayoutConstraint.Axis, items: [any AutoLayoutItem]) {
        self.view = view
        self.axis = axis
        self.items = items
        for (index, item) in items.enumerated() {
            nodeOfItem[ObjectIdentifier(item)] = 2 + 2 * index
        }
    }

    // MARK: - Longest chain

    /// The longest chain from node 0 (the view's leading edge) to node 1 (its trailing edge).
    private func longestChain() -> Measure? {
        let nodeCount = 2 + 2 * items.count
        let required = UILayoutPriority.required.rawValue
        // Items are not shorter than 0; the view's own length must come from a chain.
        var links = (1..<(nodeCount / 2)).map { Link(from: 2 * $0, to: 2 * $0 + 1, weight: 0, priority: required) }
        links += relations()
        var kept = links.filter { $0.priority >= required }
        guard Self.longestPaths(kept, nodeCount: nodeCount) != nil else { return nil }
        let optional = links.filter { $0.priority < required && $0.priority > UILayoutPriority.fittingSizeLevel.rawValue }
        for priority in Set(optional.map(\.priority)).sorted(by: >) {
            let level = optional.filter { $0.priority == priority }
            if Self.longestPaths(kept + level, nodeCount: nodeCount) != nil {
                kept += level
                continue
            }
            // One relation of the level contradicts what counts (a label's compression
            // resistance against a required zero height): the others at that level still count.
            for link in level where Self.longestPaths(kept + [link], nodeCount: nodeCount) != nil {
                kept.append(link)
            }
        }
        guard let paths = Self.longestPaths(kept, nodeCount: nodeCount), let length = paths.distance[1] else { return nil }
        var priority = required
        var node = 1
        while let link = paths.via[node] {
            priority = min(priority, link.priority)
            node = link.from
        }
        return Measure(length: max(length, 0), priority: UILayoutPriority(priority))
    }

    /// The longest distances from node 0 and the link each is reached by; `nil` when the links
    /// contradict each other (a cycle that keeps growing).
    private static func longestPaths(_ links: [Link], nodeCount: Int) -> (distance: [CGFloat?], via: [Link?])? {
        var distance = [CGFloat?](repeating: nil, count: nodeCount)
        var via = [Link?](repeating: nil, count: nodeCount)
        distance[0] = 0
        for round in 0...nodeCount {
            var changed = false
            for link in links {
                guard let start = distance[link.from] else { continue }
                let reach = start + link.weight
                if let known = distance[link.to], known >= reach - AutoLayoutAxisSystem.tolerance { continue }
                if round == nodeCount { return nil }
                distance[link.to] = reach
                via[link.to] = link
                changed = true
            }
            if !changed { break }
        }
        return (distance, via)
    }

    // MARK: - Relations

    /// The links from the items' constraints and intrinsic sizes.
    private func relations() -> [Link] {
        var seen = Set<ObjectIdentifier>()
        var links = view.activeLayoutConstraints.flatMap { seen.insert(ObjectIdentifier($0)).inserted ? self.links(from: $0) : [] }
        // The view's own intrinsic size holds as well (a label with a minimum height).
        let own = view.intrinsicContentSize(forLayoutWidth: ownWidth)
        let ownLength = axis == .horizontal ? own.width : own.height
        if ownLength != UIView.noIntrinsicMetric {
            links.append(Link(from: 0, to: 1, weight: ownLength, priority: view.contentCompressionResistancePriority(for: axis).rawValue))
        }
        for item in items {
            for constraint in item.activeLayoutConstraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                links += self.links(from: constraint)
            }
            if let view = item as? UIView, let node = nodeOfItem[ObjectIdentifier(view)], let intrinsic = intrinsicMeasure(of: view) {
                let priority = min(intrinsic.priority, view.contentCompressionResistancePriority(for: axis)).rawValue
                links.append(Link(from: node, to: node + 1, weight: intrinsic.length, priority: priority))
            }
        }
        return links
    }

    /// The links a constraint gives: one for an inequality, two for an equality.
    private func links(from constraint: NSLayoutConstraint) -> [Link] {
        guard constraint.firstAttribute.axis == axis, let first = constraint.firstItem else { return [] }
        let priority = constraint.priority.rawValue
        // first − second (relation) difference
        let pair: (first: Term, second: Term, difference: CGFloat)
        if constraint.firstAttribute == .width || constraint.firstAttribute == .height {
            guard let node = first === view ? 0 : nodeOfItem[ObjectIdentifier(first)] else { return [] }
            let other: CGFloat
            if let second = constraint.secondItem {
                // A height against the item's own width, once the width is measured.
                guard second === first, axis == .vertical, constraint.secondAttribute == .width,
                      let width = widths[ObjectIdentifier(first)] else { return [] }
                other = constraint.multiplier * width
            } else {
                other = 0
            }
            pair = (Term(node: node + 1, offset: 0), Term(node: node, offset: 0), other + constraint.constant)
        } else {
            guard constraint.multiplier == 1, constraint.secondAttribute.axis == axis,
                  let firstTerm = term(constraint.firstAttribute, of: first),
                  let second = constraint.secondItem, let secondTerm = term(constraint.secondAttribute, of: second)
            else { return [] }
            pair = (firstTerm, secondTerm, constraint.constant + secondTerm.offset - firstTerm.offset)
        }
        let forward = Link(from: pair.second.node, to: pair.first.node, weight: pair.difference, priority: priority)
        let backward = Link(from: pair.first.node, to: pair.second.node, weight: -pair.difference, priority: priority)
        switch constraint.relation {
        case .equal: return [forward, backward]
        case .greaterThanOrEqual: return [forward]
        case .lessThanOrEqual: return [backward]
        }
    }

    /// An edge, margin or center of the view, one of its guides, an item or an item's system
    /// guide, as an edge unknown plus an offset; `nil` for anything else.
    private func term(_ attribute: NSLayoutConstraint.Attribute, of object: AnyObject) -> Term? {
        let owner: AnyObject
        var insets = UIEdgeInsets.zero
        if let guide = object as? UILayoutGuide, let systemInsets = guide.systemInsets, let guideOwner = guide.owningView {
            owner = guideOwner
            insets = systemInsets
        } else {
            owner = object
        }
        let node: Int
        if owner === view {
            node = 0
        } else if let itemNode = nodeOfItem[ObjectIdentifier(owner)] {
            node = itemNode
        } else {
            return nil
        }
        let margins = (object as? UIView)?.layoutMargins ?? .zero
        let (leadingInset, trailingInset) = axis == .horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
        let (leadingMargin, trailingMargin) = axis == .horizontal ? (margins.left, margins.right) : (margins.top, margins.bottom)
        switch attribute {
        case .left, .leading, .top, .firstBaseline:
            return Term(node: node, offset: leadingInset)
        case .right, .trailing, .bottom, .lastBaseline:
            return Term(node: node + 1, offset: -trailingInset)
        case .leftMargin, .leadingMargin, .topMargin:
            guard object is UIView else { return nil }
            return Term(node: node, offset: leadingMargin)
        case .rightMargin, .trailingMargin, .bottomMargin:
            guard object is UIView else { return nil }
            return Term(node: node + 1, offset: -trailingMargin)
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins:
            let withinMargins = attribute == .centerXWithinMargins || attribute == .centerYWithinMargins
            guard node != 0, let view = owner as? UIView, let length = knownLength(of: view) else { return nil }
            let (start, end) = withinMargins ? (leadingMargin, trailingMargin) : (leadingInset, trailingInset)
            guard !withinMargins || object is UIView else { return nil }
            return Term(node: node, offset: start + (length - start - end) / 2)
        case .width, .height, .notAnAttribute:
            return nil
        }
    }

    // MARK: - Lengths of items

    /// The length of an item known before solving: a required constant length, else its
    /// intrinsic (or content) length.
    private func knownLength(of view: UIView) -> CGFloat? {
        let dimension: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
        let constant = view.activeLayoutConstraints.first {
            $0.firstItem === view && $0.firstAttribute == dimension && $0.secondItem == nil && $0.relation == .equal && $0.priority == .required
        }
        return constant?.constant ?? intrinsicMeasure(of: view)?.length
    }

    /// The intrinsic length of a view along the axis (at its measured width, vertically), else
    /// the length of its own constrained content.
    private func intrinsicMeasure(of view: UIView) -> Measure? {
        let width = widths[ObjectIdentifier(view)]
        let size = view.intrinsicContentSize(forLayoutWidth: width)
        let length = axis == .horizontal ? size.width : size.height
        if length != UIView.noIntrinsicMetric { return Measure(length: length, priority: .required) }
        return Self.of(view, on: axis, width: width ?? view.bounds.width)
    }
}

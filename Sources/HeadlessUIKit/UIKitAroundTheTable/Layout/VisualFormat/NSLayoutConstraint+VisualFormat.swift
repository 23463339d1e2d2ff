import Foundation

extension NSLayoutConstraint {
    /// ``constraints(withVisualFormat:options:metrics:views:)``, throwing for a format it
    /// cannot parse (HeadlessUIKit-only, for tests of formats).
    ///
    /// Besides malformed formats, it reports what HeadlessUIKit does not support: baseline
    /// spacing (``FormatOptions/spacingBaselineToBaseline``), right-to-left formats, alignment
    /// along the format's own axis, and `|` for a view without a superview.
    /// - Parameters:
    ///   - format: The format.
    ///   - opts: Alignment and direction options.
    ///   - metrics: Named numbers the format uses.
    ///   - views: The views the format names.
    /// - Returns: The constraints.
    /// - Throws: ``HeadlessVisualFormatError``.
    public class func headlessConstraints(
        withVisualFormat format: String,
        options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?,
        views: [String: Any]
    ) throws(HeadlessVisualFormatError) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], viewNames: Set(views.keys))
        let parsed = try parser.parse()
        return try VisualFormatBuilder(format: format, options: opts, parsed: parsed, views: views).constraints()
    }
}

/// Turns a parsed visual format into constraints.
@MainActor
private struct VisualFormatBuilder {
    /// The standard space between neighbouring views.
    static let standardSpacing: CGFloat = 8
    /// The standard space between a view and its superview's edge.
    static let standardEdgeSpacing: CGFloat = 20

    let format: String
    let options: NSLayoutConstraint.FormatOptions
    let parsed: VisualFormat
    let views: [String: Any]

    func constraints() throws(HeadlessVisualFormatError) -> [NSLayoutConstraint] {
        guard !options.contains(.spacingBaselineToBaseline) else { throw error("baseline-to-baseline spacing is not supported headlessly") }
        guard options.intersection(.directionMask) != .directionRightToLeft else { throw error("right-to-left formats are not supported headlessly") }
        let leftToRight = options.intersection(.directionMask) == .directionLeftToRight
        let (start, end, length): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) = parsed.isVertical
            ? (.top, .bottom, .height)
            : (leftToRight ? .left : .leading, leftToRight ? .right : .trailing, .width)
        let items = parsed.views.map { views[$0.name] as AnyObject }
        var result: [NSLayoutConstraint] = []
        for (view, item) in zip(parsed.views, items) {
            for predicate in view.predicates {
                let other: AnyObject? = if case .view(let name) = predicate.object { views[name] as AnyObject } else { nil }
                result.append(make(item, length, predicate, other, other == nil ? .notAnAttribute : length))
            }
        }
        if let edge = parsed.leadingEdge {
            let superview = try superview(of: items[0])
            result += spacing(edge, standard: Self.standardEdgeSpacing) { make(items[0], start, $0, superview, start) }
        }
        for (offset, connection) in parsed.connections.enumerated() {
            let (before, after) = (items[offset], items[offset + 1])
            result += spacing(connection, standard: Self.standardSpacing) { make(after, start, $0, before, end) }
        }
        if let edge = parsed.trailingEdge, let last = items.last {
            let superview = try superview(of: last)
            result += spacing(edge, standard: Self.standardEdgeSpacing) { make(superview, end, $0, last, end) }
        }
        for attribute in options.intersection(.alignmentMask).alignmentAttributes {
            guard attribute.axis != (parsed.isVertical ? .vertical : .horizontal) else {
                throw error("an alignment option cannot align along the format's own axis")
            }
            for (before, after) in zip(items, items.dropFirst()) {
                result.append(NSLayoutConstraint(item: after, attribute: attribute, relatedBy: .equal, toItem: before, attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }

    /// The constraints of a connection, made by `make` from each predicate.
    private func spacing(
        _ connection: VisualFormat.Connection,
        standard: CGFloat,
        make: (VisualFormat.Predicate) -> NSLayoutConstraint
    ) -> [NSLayoutConstraint] {
        switch connection {
        case .adjacent: [make(VisualFormat.Predicate(relation: .equal, object: .constant(0)))]
        case .standard: [make(VisualFormat.Predicate(relation: .equal, object: .constant(standard)))]
        case .predicates(let predicates): predicates.map(make)
        }
    }

    /// `first.attribute (relation) second.secondAttribute + constant` at the predicate's
    /// priority; a view predicate relates lengths with no constant.
    private func make(
        _ first: AnyObject,
        _ attribute: NSLayoutConstraint.Attribute,
        _ predicate: VisualFormat.Predicate,
        _ second: AnyObject?,
        _ secondAttribute: NSLayoutConstraint.Attribute
    ) -> NSLayoutConstraint {
        let constant: CGFloat = if case .constant(let value) = predicate.object { value } else { 0 }
        let constraint = NSLayoutConstraint(
            item: first, attribute: attribute, relatedBy: predicate.relation,
            toItem: second, attribute: secondAttribute, multiplier: 1, constant: constant
        )
        if let priority = predicate.priority { constraint.priority = UILayoutPriority(priority) }
        return constraint
    }

    private func superview(of item: AnyObject) throws(HeadlessVisualFormatError) -> UIView {
        guard let superview = (item as? UIView)?.superview else {
            throw error("a view next to '|' has no superview")
        }
        return superview
    }

    private func error(_ reason: String) -> HeadlessVisualFormatError {
        HeadlessVisualFormatError(format: format.filter { !$0.isWhitespace }, offset: 0, reason: reason)
    }
}

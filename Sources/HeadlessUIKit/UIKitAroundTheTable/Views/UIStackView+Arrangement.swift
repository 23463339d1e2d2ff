import Foundation

// Positioning the arranged subviews in the stack's layout pass.
extension UIStackView {
    /// Sets the frames of the visible arranged subviews for the `fill` and `fillEqually`
    /// distributions; see `layoutSubviews()`.
    func arrangeSubviews() {
        guard distribution == .fill || distribution == .fillEqually else { return }
        let views = visibleArrangedSubviews
        guard !views.isEmpty else { return }
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let area = CGRect(
            x: margins.left,
            y: margins.top,
            width: max(bounds.width - margins.left - margins.right, 0),
            height: max(bounds.height - margins.top - margins.bottom, 0)
        )
        let horizontal = axis == .horizontal
        let gaps = gapLengths
        let available = (horizontal ? area.width : area.height) - gaps.reduce(0, +)
        let crossLength = horizontal ? area.height : area.width
        let lengths = distribution == .fillEqually
            ? Array(repeating: max(available, 0) / CGFloat(views.count), count: views.count)
            : filledLengths(of: views, available: available, crossLength: crossLength)
        var position = horizontal ? area.minX : area.minY
        for (index, view) in views.enumerated() {
            let (crossOrigin, crossSize) = crossPlacement(of: view, alongLength: lengths[index], in: area)
            view.frame = horizontal
                ? CGRect(x: position, y: crossOrigin, width: lengths[index], height: crossSize)
                : CGRect(x: crossOrigin, y: position, width: crossSize, height: lengths[index])
            position += lengths[index] + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// The `fill` distribution's lengths: fitting lengths, with the difference to `available`
    /// given to (or taken from) the view with the lowest hugging (or compression resistance)
    /// priority, the first on a tie. A view whose own required constraints fix its length (an
    /// icon 120 points wide) keeps it, as those constraints outrank hugging and compression
    /// resistance in UIKit; the difference goes to the other views.
    private func filledLengths(of views: [UIView], available: CGFloat, crossLength: CGFloat) -> [CGFloat] {
        var lengths = views.map { fittingLength(of: $0, crossLength: crossLength) }
        let difference = available - lengths.reduce(0, +)
        guard difference != 0 else { return lengths }
        let priority: (UIView) -> UILayoutPriority = difference > 0
            ? { $0.contentHuggingPriority(for: self.axis) }
            : { $0.contentCompressionResistancePriority(for: self.axis) }
        let lengthAttribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
        let flexible = views.indices.filter { !views[$0].requiredOwnLength(lengthAttribute).isFixed }
        let candidates = flexible.isEmpty ? Array(views.indices) : flexible
        guard let lowest = candidates.min(by: { priority(views[$0]) < priority(views[$1]) }) else { return lengths }
        lengths[lowest] = max(lengths[lowest] + difference, 0)
        return lengths
    }

    /// A view's fitting length along the axis; a vertical stack that fills its width measures
    /// at that width, so labels wrap.
    private func fittingLength(of view: UIView, crossLength: CGFloat) -> CGFloat {
        if axis == .vertical, alignment == .fill {
            return view.systemLayoutSizeFitting(
                CGSize(width: crossLength, height: 0),
                withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        return axis == .horizontal ? size.width : size.height
    }

    /// Where a view sits across the axis, and its size there, for the alignment.
    private func crossPlacement(of view: UIView, alongLength: CGFloat, in area: CGRect) -> (origin: CGFloat, size: CGFloat) {
        let horizontal = axis == .horizontal
        let start = horizontal ? area.minY : area.minX
        let length = horizontal ? area.height : area.width
        guard alignment != .fill else { return (start, length) }
        let target = horizontal
            ? CGSize(width: alongLength, height: 0)
            : CGSize(width: 0, height: alongLength)
        let fitting = horizontal
            ? view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
            : view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required).width
        let size = min(fitting, length)
        switch alignment {
        case .center: return (start + (length - size) / 2, size)
        case .trailing, .lastBaseline: return (start + length - size, size)
        default: return (start, size)
        }
    }
}

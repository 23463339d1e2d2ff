import Foundation

extension UIView {
    /// The value of an ``intrinsicContentSize`` dimension the view has no size for (-1).
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size: fitting to it gives the most compact size the content allows (0 × 0).
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The largest size: fitting to it gives the most room the content uses (10000 × 10000).
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

    /// The headless model behind
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    ///
    /// A dimension held at a required priority is the target's. Otherwise it is the
    /// ``intrinsicContentSize`` in that dimension (a height only when the width is free), else the
    /// smallest length the constraints of the view's subviews allow (a cell's or a header-footer
    /// view's are its content view's; the height measured at the width found first, so text
    /// wraps), else ``sizeThatFits(_:)`` of the target.
    func headlessFittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let intrinsic = intrinsicContentSize
        let holdsWidth = horizontal >= .required
        let holdsHeight = vertical >= .required
        var fitted: CGSize?
        func fittedSize() -> CGSize {
            if let fitted { return fitted }
            let size = sizeThatFits(target)
            fitted = size
            return size
        }
        let width: CGFloat
        if holdsWidth {
            width = target.width
        } else if intrinsic.width != UIView.noIntrinsicMetric {
            width = intrinsic.width
        } else if let content = AutoLayoutContentLength.of(sizingContainer, on: .horizontal, width: target.width) {
            width = content.length
        } else {
            width = fittedSize().width
        }
        let height: CGFloat
        if holdsHeight {
            height = target.height
        } else if intrinsic.height != UIView.noIntrinsicMetric, !holdsWidth {
            height = intrinsic.height
        } else if let content = AutoLayoutContentLength.of(sizingContainer, on: .vertical, width: width) {
            height = content.length
        } else {
            height = fittedSize().height
        }
        return CGSize(width: width, height: height)
    }

    /// The view whose constraints size this one: a cell's or header-footer view's content view
    /// (its content is pinned to that), else the view itself.
    private var sizingContainer: UIView {
        switch self {
        case let cell as UITableViewCell: cell.contentView
        case let headerFooter as UITableViewHeaderFooterView: headerFooter.contentView
        default: self
        }
    }
}

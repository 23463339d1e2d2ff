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
        } else {
            width = fittedSize().width
        }
        let height: CGFloat
        if holdsHeight {
            height = target.height
        } else if intrinsic.height != UIView.noIntrinsicMetric, !holdsWidth {
            height = intrinsic.height
        } else {
            height = fittedSize().height
        }
        return CGSize(width: width, height: height)
    }
}

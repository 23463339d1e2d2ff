import Foundation

/// The overrides a view applies to the traits it gets from its environment: its trait
/// overrides, its appearance and its text-size limits, in that order.
struct ViewTraitOverrides {
    var traits: UITraitOverrides
    var style: UIUserInterfaceStyle
    var minimumContentSizeCategory: UIContentSizeCategory?
    var maximumContentSizeCategory: UIContentSizeCategory?

    /// `traits` with these overrides applied; `traits` itself when they change nothing.
    func applied(to traits: UITraitCollection) -> UITraitCollection {
        let styled = self.traits.applied(to: traits).overridingStyle(style)
        guard minimumContentSizeCategory != nil || maximumContentSizeCategory != nil else { return styled }
        let category = styled.preferredContentSizeCategory
        let limited = limitedContentSizeCategory(category)
        guard limited != category else { return styled }
        var values = styled.values
        values.preferredContentSizeCategory = limited
        return UITraitCollection(values: values)
    }

    /// `category` raised to the minimum and lowered to the maximum. A minimum above the maximum
    /// is ignored, as in UIKit; an unspecified category stays unspecified.
    func limitedContentSizeCategory(_ category: UIContentSizeCategory) -> UIContentSizeCategory {
        guard category != .unspecified else { return category }
        var limited = category
        if let minimum = minimumContentSizeCategory,
           maximumContentSizeCategory.map({ minimum <= $0 }) ?? true,
           limited < minimum {
            limited = minimum
        }
        if let maximum = maximumContentSizeCategory, limited > maximum {
            limited = maximum
        }
        return limited
    }
}

extension UIView {
    /// The view's trait overrides, with any of them replaced by the value given (for the traits
    /// the view had before one of them changed).
    final func ownOverrides(
        traits: UITraitOverrides? = nil,
        style: UIUserInterfaceStyle? = nil,
        minimum: UIContentSizeCategory?? = nil,
        maximum: UIContentSizeCategory?? = nil
    ) -> ViewTraitOverrides {
        ViewTraitOverrides(
            traits: traits ?? traitOverrides,
            style: style ?? overrideUserInterfaceStyle,
            minimumContentSizeCategory: minimum ?? minimumContentSizeCategory,
            maximumContentSizeCategory: maximum ?? maximumContentSizeCategory
        )
    }

    /// The report `appliedContentSizeCategoryLimitsDescription` gives: the view and each
    /// superview, with its text size and the limits it sets.
    var contentSizeCategoryLimitsReport: String {
        var lines: [String] = []
        var next: UIView? = self
        while let view = next {
            var line = "<\(type(of: view))>: \(view.traitCollection.preferredContentSizeCategory.rawValue)"
            if let minimum = view.minimumContentSizeCategory { line += ", minimum \(minimum.rawValue)" }
            if let maximum = view.maximumContentSizeCategory { line += ", maximum \(maximum.rawValue)" }
            lines.append(line)
            next = view.superview
        }
        return lines.joined(separator: "\n")
    }
}

extension UITraitOverrides {
    /// `traits` with the overridden traits replaced; `traits` itself when none is.
    func applied(to traits: UITraitCollection) -> UITraitCollection {
        isEmpty ? traits : UITraitCollection(values: applied(to: traits.values))
    }
}

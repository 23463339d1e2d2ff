import Foundation

// Section header and footer heights: asked at every geometry rebuild, or, with estimates on,
// asked lazily as each header or footer comes on screen, as UIKit does for rows.
extension UITableView {
    /// A section header's or footer's height at a geometry rebuild, and whether it gets its real
    /// height when displayed.
    ///
    /// With a positive `estimatedSectionHeaderHeight` / `estimatedSectionFooterHeight`, or a
    /// delegate that implements `estimatedHeightForHeaderInSection` /
    /// `estimatedHeightForFooterInSection`, heights are asked lazily: the section uses the
    /// estimate until its header or footer comes on screen (see ``resolveRequestedHeight(of:)``).
    /// Otherwise the delegate's height (else `sectionHeaderHeight` / `sectionFooterHeight`) is
    /// asked here and an explicit one is used as is. An automatic one is 0 when the section has
    /// neither a title nor a view from the delegate; otherwise, with estimates off it is
    /// ``headlessAutomaticHeaderFooterHeight``, and with estimates on (the default) the view's own
    /// height once displayed, an estimate until then.
    func edgeHeight(_ edge: SectionEdge, _ section: Int) -> (height: CGFloat, selfSizes: Bool) {
        let key = SectionEdgeKey(edge: edge, section: section)
        if let estimate = lazyEstimate(key) {
            if let known = layoutState.edgeHeights[key] { return (known, true) }
            if !delegateProvidesHeight(edge) {
                let property = edge == .header ? sectionHeaderHeight : sectionFooterHeight
                if property >= 0 { return (property, false) }
                guard sectionHasContent(key) else { return (0, false) }
            }
            return (estimate, true)
        }
        let requested = askedHeight(key)
        if requested >= 0 { return (requested, false) }
        guard sectionHasContent(key) else { return (0, false) }
        // Estimates are `automaticDimension` (the default) or 0 here, and the delegate gives none.
        let automatic = UITableView.headlessAutomaticHeaderFooterHeight
        let estimated = edge == .header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
        guard estimated != 0 else { return (automatic, false) }
        return (layoutState.edgeHeights[key] ?? automatic, true)
    }

    /// Gives a header or footer coming on screen with a lazily asked height that is not known
    /// yet its height: the delegate's `heightForHeaderInSection` / `heightForFooterInSection`,
    /// else `sectionHeaderHeight` / `sectionFooterHeight`. An automatic height is left to
    /// ``resolveHeight(of:displaying:)`` once the view exists, or is 0 when the section has
    /// neither a title nor a view from the delegate. A height that differs from the estimate
    /// moves what is below and asks for another layout pass.
    ///
    /// - Returns: Whether the header or footer still has a height to display it at.
    func resolveRequestedHeight(of key: SectionEdgeKey) -> Bool {
        let section = geometry.sections[key.section]
        let estimate = key.edge == .header ? section.headerHeight : section.footerHeight
        let selfSizes = key.edge == .header ? section.headerSelfSizes : section.footerSelfSizes
        guard selfSizes, layoutState.edgeHeights[key] == nil, lazyEstimate(key, asking: false) != nil else { return estimate > 0 }
        let requested = askedHeight(key)
        let height: CGFloat
        if requested >= 0 {
            height = requested
        } else if sectionHasContent(key) {
            return true
        } else {
            height = 0
        }
        layoutState.edgeHeights[key] = height
        if height != estimate {
            geometry.setEdgeHeight(height, key.edge, section: key.section)
            contentHeightsChanged()
        }
        return height > 0
    }

    /// Gives a displayed self-sizing header or footer whose height is not known yet its view's
    /// own height (a view that does not size itself keeps its estimate).
    func resolveHeight(of key: SectionEdgeKey, displaying view: UIView) {
        let section = geometry.sections[key.section]
        let selfSizes = key.edge == .header ? section.headerSelfSizes : section.footerSelfSizes
        guard selfSizes, layoutState.edgeHeights[key] == nil else { return }
        let estimate = key.edge == .header ? section.headerHeight : section.footerHeight
        let height = fittingHeight(of: view, standard: estimate)
        layoutState.edgeHeights[key] = height
        guard height != estimate else { return }
        geometry.setEdgeHeight(height, key.edge, section: key.section)
        contentHeightsChanged()
    }

    // MARK: - Private

    /// The estimate of a header or footer whose height is asked lazily: the delegate's positive
    /// estimate, else a positive `estimatedSectionHeaderHeight` / `estimatedSectionFooterHeight`,
    /// else ``headlessAutomaticHeaderFooterHeight``; `nil` when heights are not asked lazily
    /// (no positive estimate property and no estimating delegate).
    ///
    /// - Parameter asking: Whether the delegate may be asked; when `false`, only whether
    ///   heights are lazy is answered, from what is known.
    private func lazyEstimate(_ key: SectionEdgeKey, asking: Bool = true) -> CGFloat? {
        let property = key.edge == .header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
        let fallback = property > 0 ? property : UITableView.headlessAutomaticHeaderFooterHeight
        guard asking else {
            return property > 0 || headlessCachedResponse(to: estimateMethod(key.edge)) == true ? fallback : nil
        }
        if let estimate = askedEstimate(key) { return estimate > 0 ? estimate : fallback }
        return property > 0 ? property : nil
    }

    /// The delegate's estimate for a header or footer; `nil` when it does not implement the
    /// method (or there is no delegate).
    private func askedEstimate(_ key: SectionEdgeKey) -> CGFloat? {
        askDelegate(estimateMethod(key.edge), default: nil) { delegate in
            key.edge == .header
                ? delegate.tableView(self, estimatedHeightForHeaderInSection: key.section)
                : delegate.tableView(self, estimatedHeightForFooterInSection: key.section)
        }
    }

    /// The delegate's height for a header or footer, else `sectionHeaderHeight` /
    /// `sectionFooterHeight`.
    private func askedHeight(_ key: SectionEdgeKey) -> CGFloat {
        switch key.edge {
        case .header:
            askDelegate(.heightForHeaderInSection, default: sectionHeaderHeight) { $0.tableView(self, heightForHeaderInSection: key.section) }
        case .footer:
            askDelegate(.heightForFooterInSection, default: sectionFooterHeight) { $0.tableView(self, heightForFooterInSection: key.section) }
        }
    }

    /// Whether the delegate may implement the height method (implemented, or not known yet).
    private func delegateProvidesHeight(_ edge: SectionEdge) -> Bool {
        delegate != nil && headlessCachedResponse(to: edge == .header ? .heightForHeaderInSection : .heightForFooterInSection) != false
    }

    /// Whether a header or footer has something to show: a title, or views from the delegate.
    private func sectionHasContent(_ key: SectionEdgeKey) -> Bool {
        switch key.edge {
        case .header: headerTitles[key.section] != nil || learnedImplementation(of: .viewForHeaderInSection)
        case .footer: footerTitles[key.section] != nil || learnedImplementation(of: .viewForFooterInSection)
        }
    }

    private func estimateMethod(_ edge: SectionEdge) -> HeadlessTableViewMethod {
        edge == .header ? .estimatedHeightForHeaderInSection : .estimatedHeightForFooterInSection
    }
}

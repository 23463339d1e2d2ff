import Foundation

/// The table's delegate: header and footer views and heights from the mappings and the
/// configuration; other methods are forwarded to the owner.
@preconcurrency @MainActor
open class DTTableViewDelegate: DTTableViewDelegateWrapper, UITableViewDelegate {
    override func delegateWasReset() {
        guard let tableView, tableView.delegate === self else { return }
        tableView.delegate = nil
        tableView.delegate = self
    }

    override func answersWithoutOwner(_ event: EventMethodSignature) -> Bool {
        switch event {
        case .heightForHeaderInSection: configuration?.semanticHeaderHeight ?? false
        case .heightForFooterInSection: configuration?.semanticFooterHeight ?? false
        default: false
        }
    }

    // MARK: - Header and footer views

    /// The header view of `section`, dequeued through the mapping of its header model in
    /// ``SupplementarySectionStyle/view`` style; otherwise the owner's view, if any.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        supplementaryView(header: true, in: tableView, section: section)
    }

    /// The footer view of `section`, dequeued through the mapping of its footer model in
    /// ``SupplementarySectionStyle/view`` style; otherwise the owner's view, if any.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        supplementaryView(header: false, in: tableView, section: section)
    }

    private func supplementaryView(header: Bool, in tableView: UITableView, section: Int) -> UIView? {
        let style = header ? configuration?.sectionHeaderStyle : configuration?.sectionFooterStyle
        guard style == .view else { return nil }
        let kind = header ? DTTableViewElementSectionHeader : DTTableViewElementSectionFooter
        if let model = header ? headerModel(forSection: section) : footerModel(forSection: section) {
            return viewFactory?.headerFooterView(of: .supplementaryView(kind: kind), model: model, atIndexPath: IndexPath(row: 0, section: section))
        }
        let ownerView = forwarded(to: UITableViewDelegate.self) {
            header ? $0.implementedViewForHeaderInSection(tableView, section) : $0.implementedViewForFooterInSection(tableView, section)
        }
        if let ownerView { return ownerView }
        if header, shouldDisplayHeaderView(forSection: section) {
            manager?.anomalyHandler.reportAnomaly(.nilHeaderModel(section))
        } else if !header, shouldDisplayFooterView(forSection: section) {
            manager?.anomalyHandler.reportAnomaly(.nilFooterModel(section))
        }
        return nil
    }

    // MARK: - Heights

    /// The header height of `section`: the `heightForHeader` closure's answer, the owner's, else
    /// the semantic height (see ``TableViewConfiguration/semanticHeaderHeight``).
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        guard shouldDisplayHeaderView(forSection: section) else {
            return configuration?.minimalHeaderHeightForTableView(tableView) ?? .zero
        }
        if let height: CGFloat = performSupplementaryReaction(.heightForHeaderInSection, kind: DTTableViewElementSectionHeader, section: section) {
            return height
        }
        if let height = forwarded(to: UITableViewDelegate.self, { $0.implementedHeightForHeaderInSection(tableView, section) }) {
            return height
        }
        return semanticHeight(model: headerModel(forSection: section), style: configuration?.sectionHeaderStyle,
                              regular: tableView.sectionHeaderHeight, minimal: configuration?.minimalHeaderHeightForTableView(tableView))
    }

    /// The footer height of `section`: the `heightForFooter` closure's answer, the owner's, else
    /// the semantic height (see ``TableViewConfiguration/semanticFooterHeight``).
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        guard shouldDisplayFooterView(forSection: section) else {
            return configuration?.minimalFooterHeightForTableView(tableView) ?? .zero
        }
        if let height: CGFloat = performSupplementaryReaction(.heightForFooterInSection, kind: DTTableViewElementSectionFooter, section: section) {
            return height
        }
        if let height = forwarded(to: UITableViewDelegate.self, { $0.implementedHeightForFooterInSection(tableView, section) }) {
            return height
        }
        return semanticHeight(model: footerModel(forSection: section), style: configuration?.sectionFooterStyle,
                              regular: tableView.sectionFooterHeight, minimal: configuration?.minimalFooterHeightForTableView(tableView))
    }

    /// Automatic height for a title, the table's regular height for a view, the minimal height
    /// without a model.
    private func semanticHeight(model: Any?, style: SupplementarySectionStyle?, regular: CGFloat, minimal: CGFloat?) -> CGFloat {
        guard model != nil else { return minimal ?? .zero }
        return style == .title ? UITableView.automaticDimension : regular
    }

    /// The estimated header height: the closure's answer, the owner's, or the table's
    /// `estimatedSectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        performSupplementaryReaction(.estimatedHeightForHeaderInSection, kind: DTTableViewElementSectionHeader, section: section)
            ?? forwarded(to: UITableViewDelegate.self) { $0.implementedEstimatedHeightForHeaderInSection(tableView, section) } ?? tableView.estimatedSectionHeaderHeight
    }

    /// The estimated footer height: the closure's answer, the owner's, or the table's
    /// `estimatedSectionFooterHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        performSupplementaryReaction(.estimatedHeightForFooterInSection, kind: DTTableViewElementSectionFooter, section: section)
            ?? forwarded(to: UITableViewDelegate.self) { $0.implementedEstimatedHeightForFooterInSection(tableView, section) } ?? tableView.estimatedSectionFooterHeight
    }
}

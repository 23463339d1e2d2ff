import Foundation

// Loading data, computing geometry, and displaying the rows, headers and footers on screen.
extension UITableView {
    // MARK: - Internal

    /// Whether an index path addresses a row the table has loaded.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowCounts.indices.contains(indexPath.section)
            && indexPath.row >= 0 && indexPath.row < rowCounts[indexPath.section]
    }

    /// Loads the section and row counts when they are stale (a new data source, `reloadData()`).
    /// What is displayed ends displaying at the next layout pass, and the heights learned by
    /// displaying rows are forgotten.
    func loadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        rowCounts = loadRowCounts()
        geometryIsStale = true
        layoutState.needsRedisplay = true
        layoutState.forgetHeights()
    }

    /// Loads counts and geometry if they are stale.
    func ensureDataLoaded() {
        loadCountsIfNeeded()
        if geometryIsStale {
            geometryIsStale = false
            rebuildGeometry()
        }
    }

    /// Asks the data source for the current section and row counts.
    func loadRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, askDataSource(.numberOfSections, default: 1) { $0.numberOfSections(in: self) })
        // Loops rather than `map` here and in `rebuildGeometry()`: a closure that main-actor code
        // passes to the standard library checks its executor at every call, once per section.
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            counts.append(max(0, dataSource.tableView(self, numberOfRowsInSection: section)))
        }
        return counts
    }

    /// Asks titles and heights for every section (header and footer heights only when they are
    /// not asked lazily, see `UITableView+SectionEdgeHeights.swift`), rebuilds the cumulative offsets, and updates
    /// the content size and offset to match.
    ///
    /// - Complexity: O(sections), plus O(rows) when heights are asked or estimated row by row.
    func rebuildGeometry() {
        headerTitles.removeAll(keepingCapacity: true)
        footerTitles.removeAll(keepingCapacity: true)
        for section in rowCounts.indices {
            headerTitles.append(askDataSource(.titleForHeaderInSection, default: nil) { $0.tableView(self, titleForHeaderInSection: section) })
        }
        for section in rowCounts.indices {
            footerTitles.append(askDataSource(.titleForFooterInSection, default: nil) { $0.tableView(self, titleForFooterInSection: section) })
        }
        let sizing = rowSizing()
        var sections: [TableGeometry.Section] = []
        sections.reserveCapacity(rowCounts.count)
        for section in rowCounts.indices {
            let header = edgeHeight(.header, section)
            let footer = edgeHeight(.footer, section)
            sections.append(TableGeometry.Section(
                headerHeight: header.height,
                rows: rowHeights(section, sizing),
                footerHeight: footer.height,
                rowsSelfSize: sizing.selfSizes,
                headerSelfSizes: header.selfSizes,
                footerSelfSizes: footer.selfSizes
            ))
        }
        geometry = TableGeometry(
            tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
            sections: sections,
            tableFooterHeight: tableFooterView?.frame.height ?? 0
        )
        applyContentHeight()
    }

    /// Makes the displayed rows, headers and footers match what the bounds show.
    ///
    /// Content that left the screen ends displaying first (so its cells can be reused), then
    /// content that entered is requested and displayed from top to bottom; content that stays is
    /// moved to its current frame. Rows, headers and footers displayed for the first time get
    /// their real heights (see `UITableView+SelfSizing.swift`); when one differs from its
    /// estimate, the pass asks for another one.
    /// - Complexity: O(log sections + log rows + visible content).
    func updateVisibleContent() {
        let width = bounds.width
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: width, height: geometry.tableHeaderHeight)
        tableFooterView?.frame = CGRect(
            x: 0, y: geometry.contentHeight - geometry.tableFooterHeight, width: width, height: geometry.tableFooterHeight
        )
        let minY = bounds.minY
        let maxY = bounds.height > 0 ? bounds.maxY : minY
        var targetRows: [IndexPath] = []
        var targetEdges: [SectionEdgeKey] = []
        for section in geometry.sections(overlapping: minY, maxY) {
            for edge in SectionEdge.allCases {
                let rect = displayedEdgeRect(SectionEdgeKey(edge: edge, section: section))
                if rect.height > 0, rect.minY < maxY, rect.maxY > minY {
                    targetEdges.append(SectionEdgeKey(edge: edge, section: section))
                }
            }
            let sectionGeometry = geometry.sections[section]
            for row in sectionGeometry.rows.rows(overlapping: minY - sectionGeometry.rowsTop, maxY - sectionGeometry.rowsTop) {
                targetRows.append(IndexPath(row: row, section: section))
            }
        }
        let keptRows = Set(targetRows)
        let keptEdges = Set(targetEdges)
        for indexPath in visibleCellsByIndexPath.keys.sorted() where !keptRows.contains(indexPath) {
            endDisplayingCell(at: indexPath)
        }
        for key in visibleSectionEdges.keys.sorted() where !keptEdges.contains(key) {
            endDisplayingEdge(key)
        }
        // Once a real height replaced an estimate in this pass, what follows may have moved off
        // screen: it is checked again before it is displayed, as UIKit sizes rows one by one.
        let heightsBefore = layoutState.needsVisibleContentUpdate
        func stillShows(_ rect: CGRect) -> Bool {
            layoutState.needsVisibleContentUpdate == heightsBefore || (rect.height > 0 && rect.minY < maxY && rect.maxY > minY)
        }
        var edges = targetEdges.makeIterator()
        var nextEdge = edges.next()
        for indexPath in targetRows {
            while let key = nextEdge, key.section < indexPath.section || (key.section == indexPath.section && key.edge == .header) {
                if stillShows(displayedEdgeRect(key)) { showEdge(key) }
                nextEdge = edges.next()
            }
            if stillShows(geometry.rowRect(indexPath, width: width)) { showCell(at: indexPath) }
        }
        while let key = nextEdge {
            if stillShows(displayedEdgeRect(key)) { showEdge(key) }
            nextEdge = edges.next()
        }
    }

    /// Ends displaying every visible cell, header and footer.
    func endDisplayingEverything() {
        for indexPath in visibleCellsByIndexPath.keys.sorted() { endDisplayingCell(at: indexPath) }
        for key in visibleSectionEdges.keys.sorted() { endDisplayingEdge(key) }
    }

    /// Removes a visible cell, tells the delegate, and queues the cell for reuse.
    func endDisplayingCell(at indexPath: IndexPath) {
        guard let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) else { return }
        prefetchState.noteDisplayChange(at: indexPath, isDisplayed: false)
        cell.removeFromSuperview()
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        tellDelegate(.didEndDisplayingCellForRowAt) { $0.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        enqueueForReuse(cell)
    }

    /// Removes a visible header or footer, tells the delegate, and queues the view for reuse.
    func endDisplayingEdge(_ key: SectionEdgeKey) {
        guard case .view(let view)? = visibleSectionEdges.removeValue(forKey: key) else { return }
        view.removeFromSuperview()
        switch key.edge {
        case .header:
            tellDelegate(.didEndDisplayingHeaderViewForSection) {
                $0.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
            }
        case .footer:
            tellDelegate(.didEndDisplayingFooterViewForSection) {
                $0.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
            }
        }
        enqueueForReuse(view)
    }

    /// Applies the table's selection and editing state to a cell about to be shown.
    func configureEditing(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: animated) }
        cell.storedEditingStyle = isEditing ? editingStyle(forRowAt: indexPath) : .none
    }

    /// The editing style of a row: the delegate's, else `.delete` for editable rows.
    func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard canEditRow(at: indexPath) else { return .none }
        return askDelegate(.editingStyleForRowAt, default: .delete) { $0.tableView(self, editingStyleForRowAt: indexPath) }
    }

    /// Whether a row can be edited: the data source's answer, else `true`.
    func canEditRow(at indexPath: IndexPath) -> Bool {
        askDataSource(.canEditRowAt, default: true) { $0.tableView(self, canEditRowAt: indexPath) }
    }

    // MARK: - Private

    func rows(overlapping minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        geometry.rowSpans(overlapping: minY, maxY).indexPaths
    }

    /// Whether the delegate implements a header/footer view method, calling it once for section 0
    /// to learn the answer from a plain object (a returned reusable view goes back to its queue).
    func learnedImplementation(of method: HeadlessTableViewMethod) -> Bool {
        if let known = headlessCachedResponse(to: method) { return known }
        guard delegate != nil, !rowCounts.isEmpty else { return false }
        let probe = askDelegate(method, default: nil) { delegate -> UIView? in
            method == .viewForHeaderInSection
                ? delegate.tableView(self, viewForHeaderInSection: 0)
                : delegate.tableView(self, viewForFooterInSection: 0)
        }
        if let probe { enqueueForReuse(probe) }
        return headlessCachedResponse(to: method) ?? false
    }

    func edgeRect(_ key: SectionEdgeKey) -> CGRect {
        switch key.edge {
        case .header: geometry.headerRect(key.section, width: bounds.width)
        case .footer: geometry.footerRect(key.section, width: bounds.width)
        }
    }

    func displayedView(_ key: SectionEdgeKey) -> UIView? {
        guard case .view(let view)? = visibleSectionEdges[key] else { return nil }
        return view
    }

    func showCell(at indexPath: IndexPath) {
        if let visible = visibleCellsByIndexPath[indexPath] {
            resolveHeight(ofRowAt: indexPath, displaying: visible)
            visible.frame = geometry.rowRect(indexPath, width: bounds.width)
            return
        }
        guard let dataSource else { return }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        if let other = displayedIndexPath(of: cell) {
            reportViolation(
                .invalidCell,
                "UITableView dataSource returned a cell for index path (\(indexPath.headlessDescription)) that is already displayed at index path (\(other.headlessDescription)); each row needs its own cell, dequeued with dequeueReusableCell(withIdentifier:for:)"
            )
            return
        }
        resolveHeight(ofRowAt: indexPath, displaying: cell)
        cell.frame = geometry.rowRect(indexPath, width: bounds.width)
        let selected = selectedIndexPaths.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        configureEditing(of: cell, at: indexPath, animated: false)
        addSubview(cell)
        visibleCellsByIndexPath[indexPath] = cell
        prefetchState.noteDisplayChange(at: indexPath, isDisplayed: true)
        cell.updateConfigurationIfNeeded()
        tellDelegate(.willDisplayCellForRowAt) { $0.tableView(self, willDisplay: cell, forRowAt: indexPath) }
    }

    /// The row a cell is displayed at, if it is displayed. A plain loop: it runs for every cell
    /// shown, and a closure would cost an isolation check per visible row.
    ///
    /// - Complexity: O(visible rows).
    func displayedIndexPath(of cell: UITableViewCell) -> IndexPath? {
        for (indexPath, displayed) in visibleCellsByIndexPath where displayed === cell {
            return indexPath
        }
        return nil
    }

    func showEdge(_ key: SectionEdgeKey) {
        // A height asked lazily comes before the view, as UIKit asks it when the header or
        // footer comes on screen; one that became 0 ends displaying at the next pass.
        let hasHeight = resolveRequestedHeight(of: key)
        if let displayed = visibleSectionEdges[key] {
            if hasHeight, case .view(let view) = displayed {
                resolveHeight(of: key, displaying: view)
                view.frame = displayedEdgeRect(key)
            }
            return
        }
        guard hasHeight, let view = makeEdgeView(key) else {
            visibleSectionEdges[key] = .absent
            return
        }
        resolveHeight(of: key, displaying: view)
        view.frame = displayedEdgeRect(key)
        addSubview(view)
        visibleSectionEdges[key] = .view(view)
        (view as? UITableViewHeaderFooterView)?.updateConfigurationIfNeeded()
        switch key.edge {
        case .header:
            tellDelegate(.willDisplayHeaderViewForSection) { $0.tableView(self, willDisplayHeaderView: view, forSection: key.section) }
        case .footer:
            tellDelegate(.willDisplayFooterViewForSection) { $0.tableView(self, willDisplayFooterView: view, forSection: key.section) }
        }
    }

    func makeEdgeView(_ key: SectionEdgeKey) -> UIView? {
        let provided: UIView?
        let title: String?
        switch key.edge {
        case .header:
            provided = askDelegate(.viewForHeaderInSection, default: nil) { $0.tableView(self, viewForHeaderInSection: key.section) }
            title = headerTitles[key.section]
        case .footer:
            provided = askDelegate(.viewForFooterInSection, default: nil) { $0.tableView(self, viewForFooterInSection: key.section) }
            title = footerTitles[key.section]
        }
        if let provided { return provided }
        guard let title else { return nil }
        let identifier = "HeadlessUIKit.titleHeaderFooter"
        let view = headerFooterReuseQueues.popLast(identifier: identifier) ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        view.textLabel?.text = title
        return view
    }
}

extension IndexPath {
    /// The index path as UIKit's exception messages print it: `{length = 2, path = 0 - 1}`.
    var headlessDescription: String {
        "{length = \(count), path = \(map(String.init).joined(separator: " - "))}"
    }
}

import DTTableViewManager

extension FuzzScreen {
    /// Compares the storage, the table and what reaches its cells, headers and footers with
    /// `reference`; returns one line per difference.
    ///
    /// - Parameters:
    ///   - reference: The expected contents.
    ///   - everyRow: When the run loop turns, also asks the data source and delegate directly
    ///     for the rows, headers and footers that are not on screen.
    ///   - turnsRunLoop: Whether the run loop turns first: the table lays out, and what it
    ///     displays is checked too (see ``layoutDifferences(from:everyRow:)``).
    func differences(from reference: ReferenceModel, everyRow: Bool, turnsRunLoop: Bool = true) -> [String] {
        var found: [String] = []
        if storage.currentUpdate != nil || storage.batchUpdatesInProgress {
            found.append("storage still collecting an update")
        }
        found += storageDifferences(from: reference)
        guard tableView.numberOfSections == reference.numberOfSections else {
            return found + ["table has \(tableView.numberOfSections) sections, reference \(reference.numberOfSections)"]
        }
        for (section, contents) in reference.sections.enumerated()
        where tableView.numberOfRows(inSection: section) != contents.items.count {
            found.append("table section \(section) has \(tableView.numberOfRows(inSection: section)) rows, reference \(contents.items.count)")
        }
        guard found.isEmpty, turnsRunLoop else { return found }
        return layoutDifferences(from: reference, everyRow: everyRow)
    }

    /// Lays the table out, as the run loop's turn does, and compares what it displays with
    /// `reference`; returns one line per difference.
    ///
    /// - Parameters:
    ///   - reference: The expected contents.
    ///   - everyRow: Also asks the data source and delegate directly for the rows, headers and
    ///     footers that are not on screen (those on screen are checked as displayed).
    func layoutDifferences(from reference: ReferenceModel, everyRow: Bool) -> [String] {
        tableView.layoutIfNeeded()
        let found = displayedDifferences(from: reference)
        return everyRow ? found + dataSourceDifferences(from: reference) : found
    }

    private func storageDifferences(from reference: ReferenceModel) -> [String] {
        guard storage.numberOfSections() == reference.numberOfSections else {
            return ["storage has \(storage.numberOfSections()) sections, reference \(reference.numberOfSections)"]
        }
        var found: [String] = []
        for (index, section) in reference.sections.enumerated() {
            let items = storage.items(inSection: index) ?? []
            if !Self.holds(items, section.items) {
                found.append("storage section \(index) holds \(items), reference \(section.items)")
            }
            if storage.headerModel(forSection: index) as? FuzzHeader != section.header {
                found.append("storage header \(index) is \(String(describing: storage.headerModel(forSection: index))), reference \(String(describing: section.header))")
            }
            if storage.footerModel(forSection: index) as? FuzzFooter != section.footer {
                found.append("storage footer \(index) is \(String(describing: storage.footerModel(forSection: index))), reference \(String(describing: section.footer))")
            }
        }
        return found
    }

    /// Whether the storage's `items` are the reference's, in order. A loop, not `zip` and
    /// `contains(where:)`: this runs after every step, and a closure that main-actor code passes
    /// to the standard library checks its executor at every call.
    private static func holds(_ items: [Any], _ expected: [FuzzItem]) -> Bool {
        guard items.count == expected.count else { return false }
        for index in items.indices where items[index] as? FuzzItem != expected[index] {
            return false
        }
        return true
    }

    /// What the table shows after layout: every visible cell, header and footer shows the
    /// reference model of its place, and every place inside the bounds is shown.
    private func displayedDifferences(from reference: ReferenceModel) -> [String] {
        var found: [String] = []
        let visibleRect = tableView.bounds
        for (section, contents) in reference.sections.enumerated() {
            for (row, expected) in contents.items.enumerated() {
                let indexPath = IndexPath(item: row, section: section)
                if let cell = tableView.cellForRow(at: indexPath) {
                    if cell.fuzzModel != expected || !cell.isMappedCell(for: expected) {
                        found.append("visible cell \(indexPath) is \(type(of: cell)) showing \(String(describing: cell.fuzzModel)), reference \(expected)")
                    }
                } else if tableView.rectForRow(at: indexPath).overlaps(visibleRect) {
                    found.append("row \(indexPath) at \(tableView.rectForRow(at: indexPath)) is inside the bounds \(visibleRect) but has no cell; visible rows: \(tableView.indexPathsForVisibleRows ?? [])")
                }
            }
        }
        for indexPath in tableView.indexPathsForVisibleRows ?? [] where !reference.contains(indexPath) {
            found.append("a cell is displayed at \(indexPath), which the reference does not have")
        }
        for (index, section) in reference.sections.enumerated() {
            let header = tableView.headerView(forSection: index)
            if let header, (header as? FuzzHeaderView)?.model != section.header || section.header == nil {
                found.append("header view \(index) shows \(String(describing: (header as? FuzzHeaderView)?.model)), reference \(String(describing: section.header))")
            }
            if header == nil, section.header != nil, tableView.rectForHeader(inSection: index).overlaps(visibleRect) {
                found.append("header \(index) is inside the bounds but not displayed")
            }
            let footer = tableView.footerView(forSection: index)
            if let footer, (footer as? FuzzFooterView)?.model != section.footer || section.footer == nil {
                found.append("footer view \(index) shows \(String(describing: (footer as? FuzzFooterView)?.model)), reference \(String(describing: section.footer))")
            }
            if footer == nil, section.footer != nil, tableView.rectForFooter(inSection: index).overlaps(visibleRect) {
                found.append("footer \(index) is inside the bounds but not displayed")
            }
        }
        return found
    }

    /// What the data source and delegate produce when asked directly, for every place the
    /// table does not display (what it displays came from them, and was checked above).
    private func dataSourceDifferences(from reference: ReferenceModel) -> [String] {
        guard let dataSource = tableView.dataSource, let delegate = tableView.delegate else {
            return ["table lost its data source or delegate"]
        }
        var found: [String] = []
        for (section, contents) in reference.sections.enumerated() {
            for (row, expected) in contents.items.enumerated() {
                let indexPath = IndexPath(item: row, section: section)
                guard tableView.cellForRow(at: indexPath) == nil else { continue }
                let cell = dataSource.tableView(tableView, cellForRowAt: indexPath)
                if cell.fuzzModel != expected || !cell.isMappedCell(for: expected) {
                    found.append("data source cell \(indexPath) is \(type(of: cell)) showing \(String(describing: cell.fuzzModel)), reference \(expected)")
                }
            }
        }
        for (index, section) in reference.sections.enumerated() {
            if tableView.headerView(forSection: index) == nil {
                let header = (delegate.tableView(tableView, viewForHeaderInSection: index) as? FuzzHeaderView)?.model
                if header != section.header {
                    found.append("delegate header \(index) shows \(String(describing: header)), reference \(String(describing: section.header))")
                }
            }
            if tableView.footerView(forSection: index) == nil {
                let footer = (delegate.tableView(tableView, viewForFooterInSection: index) as? FuzzFooterView)?.model
                if footer != section.footer {
                    found.append("delegate footer \(index) shows \(String(describing: footer)), reference \(String(describing: section.footer))")
                }
            }
        }
        return found
    }
}

extension CGRect {
    /// Whether the rectangles share an area of non-zero height; rectangles that only touch do
    /// not (Foundation's `intersects` differs here between platforms).
    fileprivate func overlaps(_ other: CGRect) -> Bool {
        height > 0 && minY < other.maxY && maxY > other.minY
    }
}

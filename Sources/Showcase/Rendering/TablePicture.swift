import DTTableViewManager

/// Draws what a table view displays as lines of text: the visible section headers, rows and
/// footers, with each view's class, what it shows and which rows are selected.
///
/// ```text
/// [header] FEED                                   SectionHeaderView
///  *  0.0  PostCell        Ada: Notes on the Analytical Engine
///     0.1  VideoPostCell   Grace: What a nanosecond looks like [video 1:35]
/// [footer] End of feed                            UITableViewHeaderFooterView
/// ```
///
/// A row starts with `>` when it is the interactive cursor and `*` when it is selected.
@MainActor
enum TablePicture {
    /// The lines showing `tableView`'s visible content.
    ///
    /// - Parameters:
    ///   - tableView: A table that has laid itself out.
    ///   - cursor: The row the interactive cursor is on, if any.
    /// - Returns: One line per visible header, row and footer, top to bottom, after a line
    ///   giving the scroll position.
    /// - Complexity: O(*v* log *v*) in the number of visible rows.
    static func lines(of tableView: UITableView, cursor: IndexPath? = nil) -> [String] {
        let selected = Set(tableView.indexPathsForSelectedRows ?? [])
        let visibleRows = tableView.indexPathsForVisibleRows ?? []
        var lines = ["offset \(points(tableView.contentOffset.y)) of \(points(tableView.contentSize.height)), \(points(tableView.bounds.height)) visible"]
        for section in 0..<tableView.numberOfSections {
            if let header = tableView.headerView(forSection: section) {
                lines.append(edgeLine("header", header))
            }
            for indexPath in visibleRows where indexPath.section == section {
                guard let cell = tableView.cellForRow(at: indexPath) else { continue }
                let marks = (indexPath == cursor ? ">" : " ") + (selected.contains(indexPath) ? "*" : " ")
                let position = "\(indexPath.section).\(indexPath.row)"
                lines.append(" \(marks) \(pad(position, 4)) \(pad(typeName(cell), 15)) \(content(of: cell))")
            }
            if let footer = tableView.footerView(forSection: section) {
                lines.append(edgeLine("footer", footer))
            }
        }
        return lines
    }

    /// Whether `line`, one of ``lines(of:cursor:)``, draws the cursor's row.
    static func isCursorLine(_ line: String) -> Bool {
        line.hasPrefix(" >")
    }

    private static func edgeLine(_ kind: String, _ view: UITableViewHeaderFooterView) -> String {
        let text = (view as? TextPictureDescribing)?.textPictureContent ?? view.textLabel?.text ?? ""
        return "[\(kind)] \(pad(text, 38)) \(typeName(view))"
    }

    private static func content(of cell: UITableViewCell) -> String {
        let text = (cell as? TextPictureDescribing)?.textPictureContent ?? cell.textLabel?.text ?? ""
        return cell.accessoryType == .checkmark ? text + " ✓" : text
    }

    private static func typeName(_ view: UIView) -> String {
        String(describing: type(of: view))
    }

    private static func points(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(describing: value)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

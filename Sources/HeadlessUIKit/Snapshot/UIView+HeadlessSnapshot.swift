import Foundation

// MARK: - Seeing a screen (HeadlessUIKit-only)

extension UIView {
    /// A text snapshot of the view and the subviews a user sees (HeadlessUIKit-only): one line
    /// per view, indented by depth, with its type, frame, text, image, colors, control state
    /// and accessibility; a table's rows, headers and footers are named by index path and
    /// section, and its section index is listed.
    ///
    /// The text is deterministic (no addresses, no hash order), so it can be checked in and
    /// compared, with swift-snapshot-testing or by hand:
    ///
    /// ```swift
    /// let text = screen.view.headlessTextSnapshot()
    /// // UIView frame=(0, 0, 390, 844) background=.systemBackground
    /// //   UITableView frame=(0, 0, 390, 844) style=plain separatorColor=.separator
    /// //     header 0: UITableViewHeaderFooterView frame=(0, 0, 390, 28)
    /// //     row 0.0: UITableViewCell frame=(0, 28, 390, 44) separatorInset=(0, 15, 0, 0)
    /// ```
    ///
    /// Lay the view out first (`layoutIfNeeded()`): the snapshot reads the frames as they are.
    /// Reading a table's section index asks its data source for the titles once, as a layout
    /// pass does.
    /// - Parameter options: The detail given and what happens to views a user cannot see.
    /// - Returns: The snapshot, one line per view, ending with a newline.
    /// - Complexity: O(views in the hierarchy).
    public func headlessTextSnapshot(options: HeadlessSnapshotOptions = .default) -> String {
        TextSnapshotWriter(options: options).text(of: SnapshotNode.tree(of: self, options: options))
    }

    /// An SVG picture of the view and the subviews a user sees (HeadlessUIKit-only): boxes
    /// with their background, border and corner radius, labels' text at its size and weight
    /// wrapped and truncated as HeadlessUIKit lays it out, images as labelled placeholders,
    /// table separators, navigation bars and standard controls, and the safe area. Colors are
    /// resolved with each view's trait collection, so a dark window gives a dark picture.
    ///
    /// The picture is as deterministic as ``headlessTextSnapshot(options:)``. It is a drawing
    /// of what HeadlessUIKit computes, not a rendering of iOS: the text is drawn in a generic
    /// sans-serif font stretched to HeadlessUIKit's text widths, and shadows, blurs, masks
    /// and transforms are not drawn.
    ///
    /// ```swift
    /// try screen.view.headlessSVGSnapshot().write(to: url, atomically: true, encoding: .utf8)
    /// ```
    /// - Parameter options: What happens to views a user cannot see, and whether the safe
    ///   area is outlined.
    /// - Returns: An SVG document, its size the view's bounds in points.
    /// - Complexity: O(views in the hierarchy + characters of text shown).
    public func headlessSVGSnapshot(options: HeadlessSnapshotOptions = .default) -> String {
        SVGSnapshotWriter(options: options).document(of: SnapshotNode.tree(of: self, options: options))
    }
}

extension UIViewController {
    /// A text snapshot of the controller's view (HeadlessUIKit-only), loading it if needed;
    /// see `UIView.headlessTextSnapshot(options:)`. The first line names the controller.
    ///
    /// ```swift
    /// let screen = RecipesViewController()
    /// screen.loadViewIfNeeded()
    /// screen.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// screen.view.layoutIfNeeded()
    /// print(screen.headlessTextSnapshot())
    /// ```
    /// - Parameter options: The detail given and what happens to views a user cannot see.
    /// - Returns: The snapshot, ending with a newline.
    public func headlessTextSnapshot(options: HeadlessSnapshotOptions = .default) -> String {
        let root = SnapshotNode.tree(of: view, options: options)
        return TextSnapshotWriter(options: options).text(of: root, rootRole: "view of \(String(describing: type(of: self)))")
    }

    /// An SVG picture of the controller's view (HeadlessUIKit-only), loading it if needed; see
    /// `UIView.headlessSVGSnapshot(options:)`.
    ///
    /// - Parameter options: What happens to views a user cannot see, and whether the safe
    ///   area is outlined.
    /// - Returns: An SVG document, its size the view's bounds in points.
    public func headlessSVGSnapshot(options: HeadlessSnapshotOptions = .default) -> String {
        view.headlessSVGSnapshot(options: options)
    }
}

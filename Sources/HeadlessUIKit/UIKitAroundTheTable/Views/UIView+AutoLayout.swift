import Foundation

// Auto Layout. Activating a constraint installs it on the closest common ancestor of its items,
// as UIKit does, so `constraints` and `NSLayoutConstraint.isActive` tell tests what is pinned to
// what; a superview's layout pass places the subviews and guides its constraints pin (see
// `layoutSubviews()`). UIKit's members (constraints, anchors, guides, priorities) are declared
// `open` in the class body, `UIView.swift`, so subclasses can override them as in UIKit; the
// storage and solver behind them are here.
extension UIView {
    /// The view's Auto Layout state, created on first use.
    var autoLayout: AutoLayoutStorage {
        if let autoLayoutStorage { return autoLayoutStorage }
        let created = AutoLayoutStorage()
        autoLayoutStorage = created
        return created
    }

    // MARK: - Installed constraints

    func install(_ constraint: NSLayoutConstraint) {
        autoLayout.constraints.append(constraint)
        constraint.setInstalledView(self)
        setNeedsLayout()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let storage = autoLayoutStorage, let index = storage.constraints.firstIndex(where: { $0 === constraint }) else {
            return
        }
        storage.constraints.remove(at: index)
        constraint.setInstalledView(nil)
        setNeedsLayout()
    }

    /// The closest view that is both this view or an ancestor of it, and `other` or an
    /// ancestor of it.
    func closestCommonAncestor(with other: UIView) -> UIView? {
        var candidate: UIView? = self
        while let view = candidate {
            if other.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    // MARK: - Solving

    /// Remembers that a subview or an added guide may be placed by constraints, and marks the
    /// view as needing layout.
    func noteConstrainedContent() {
        autoLayout.mayHaveConstrainedContent = true
        setNeedsLayoutThroughConstrainedAncestors()
    }

    /// Marks the view as needing layout, and every ancestor whose pass places the view below it
    /// with constraints: that pass may size it from its content (a bar hugging a text view that
    /// grew, a card around a constraint whose constant changed), as UIKit's single layout engine
    /// re-solves everything a change reaches. A cell's content view the chain reaches tells its
    /// cell, for the table's `selfSizingInvalidation`.
    func setNeedsLayoutThroughConstrainedAncestors() {
        setNeedsLayout()
        var view = self
        while !view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
            parent.setNeedsLayout()
            view = parent
        }
        // The chain ends at a cell's content view when the change is inside a cell.
        (view as? UITableViewCellContentView)?.constrainedContentDidChange()
    }

    /// Places the subviews and added guides pinned with constraints (the solver behind
    /// `layoutSubviews()`); returns at once for views that never had such content.
    func placeConstrainedContent() {
        guard let storage = autoLayoutStorage, storage.mayHaveConstrainedContent else { return }
        var solver = AutoLayoutSolver(container: self)
        guard !solver.isEmpty else {
            storage.mayHaveConstrainedContent = false
            return
        }
        solver.solve()
    }

    /// The items this view's layout pass places from constraints: its subviews that do not
    /// translate their autoresizing mask, then its added guides that have constraints.
    var constrainedItems: [any AutoLayoutItem] {
        let views: [any AutoLayoutItem] = subviews.filter { placesWithConstraints($0) }
        let guides: [any AutoLayoutItem] = layoutGuides.filter { !$0.activeConstraints.isEmpty && placesWithConstraints($0) }
        return views + guides
    }

    // MARK: - Debugging

    /// What the superview's last layout pass could not solve for this view from its constraints:
    /// an ambiguous or unsatisfiable axis (whose frame was kept), or constraints it ignored
    /// (HeadlessUIKit-only). Empty when every axis was solved from every constraint.
    public var headlessAutoLayoutIssues: [HeadlessAutoLayoutIssue] {
        autoLayoutIssues
    }

    // MARK: - Layout guides

    func systemGuide(
        _ keyPath: ReferenceWritableKeyPath<AutoLayoutStorage, UILayoutGuide?>,
        _ kind: UILayoutGuide.SystemKind,
        identifier: String,
        make: @MainActor (UILayoutGuide.SystemKind, UIView) -> UILayoutGuide = UILayoutGuide.init(systemKind:owningView:)
    ) -> UILayoutGuide {
        let storage = autoLayout
        if let guide = storage[keyPath: keyPath] { return guide }
        let guide = make(kind, self)
        guide.identifier = identifier
        storage[keyPath: keyPath] = guide
        return guide
    }
}

import Foundation

// The context-menu interaction of a table (`contextMenuInteraction`): rows' menus go through
// it, so an app dismissing the shown menu with `contextMenuInteraction?.dismissMenu()` ends the
// menu `simulateContextMenu(at:)` opened.
extension UITableView {
    /// The table's context-menu interaction; created (when `creatingIfNeeded`) only while the
    /// delegate gives context menus.
    func rowContextMenuInteraction(creatingIfNeeded: Bool) -> UIContextMenuInteraction? {
        if let rowContextMenus { return rowContextMenus.interaction }
        guard creatingIfNeeded, delegate != nil, implements(.contextMenuConfigurationForRowAt) else { return nil }
        let relay = RowContextMenuRelay(table: self)
        rowContextMenus = relay
        return relay.interaction
    }

    /// Records that `configuration` is shown for a press at `point`, so that the interaction
    /// can dismiss it.
    func recordShownRowContextMenu(_ configuration: UIContextMenuConfiguration, at point: CGPoint) {
        rowContextMenuInteraction(creatingIfNeeded: true)?.recordShownMenu(configuration, at: point)
    }

    /// Ends the shown menu through the interaction when it is `configuration`; `false` when the
    /// interaction shows no such menu.
    func dismissShownRowContextMenu(_ configuration: UIContextMenuConfiguration) -> Bool {
        guard let interaction = rowContextMenus?.interaction, interaction.shownConfiguration === configuration else { return false }
        interaction.dismissMenu()
        return true
    }
}

/// Relays the table's context-menu interaction to the table's delegate: the menu of the row at
/// the pressed point, and the display and end of menus. The table keeps it; it keeps the table
/// weakly.
@MainActor
final class RowContextMenuRelay: NSObject, UIContextMenuInteractionDelegate {
    private weak var table: UITableView?
    /// The interaction, whose view is the table (it is not among the table's `interactions`).
    private(set) var interaction: UIContextMenuInteraction!

    init(table: UITableView) {
        self.table = table
        super.init()
        let interaction = UIContextMenuInteraction(delegate: self)
        interaction.didMove(to: table)
        self.interaction = interaction
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let table, let indexPath = table.indexPathForRow(at: location), table.cellForRow(at: indexPath) != nil else { return nil }
        return table.askDelegate(.contextMenuConfigurationForRowAt, default: nil) {
            $0.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: location)
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let table else { return }
        table.tellDelegate(.willDisplayContextMenu) { $0.tableView(table, willDisplayContextMenu: configuration, animator: animator) }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let table else { return }
        table.tellDelegate(.willEndContextMenuInteraction) {
            $0.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }
}

import DTTableViewManager
import Foundation
import TestSupport

/// A managed table with ``PostCell`` rows and ``TitleHeaderView`` headers and footers, and a
/// record of the manager's anomalies, for registering events as an app screen does.
@MainActor
final class EventScreen {
    let owner = ManagedTableViewController()
    let anomalies: AnomalyRecorder<DTTableViewManagerAnomaly>

    var manager: DTTableViewManager { owner.manager }
    var table: UITableView { owner.tableView }

    /// Registers the views; `cellMapping` and `headerMapping` attach mapping-level events.
    init(
        cellMapping: ((TableViewCellModelMapping<PostCell, Post>) -> Void)? = nil,
        headerMapping: ((TableViewHeaderFooterViewModelMapping<TitleHeaderView, String>) -> Void)? = nil
    ) {
        anomalies = AnomalyRecorder(recording: owner.manager)
        manager.register(PostCell.self, mapping: cellMapping)
        manager.registerHeader(TitleHeaderView.self, mapping: headerMapping)
        manager.registerFooter(TitleHeaderView.self, mapping: headerMapping)
    }

    /// Shows one post under a header and a footer, and lays the table out.
    func show(_ post: Post = Post(id: 1, title: "one")) {
        owner.showInOneSection([post])
    }

    /// Event registrations that found no mapping to attach to.
    var unattachedEvents: [DTTableViewManagerAnomaly] {
        anomalies.anomalies.filter {
            if case .eventRegistrationForUnregisteredMapping = $0 { return true }
            return false
        }
    }
}

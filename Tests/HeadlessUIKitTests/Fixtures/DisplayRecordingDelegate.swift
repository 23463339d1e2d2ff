import Foundation
import HeadlessUIKit
import TableMethodFixtures

/// A delegate that logs display events, and optionally provides header views.
@MainActor
final class DisplayRecordingDelegate: NSObject, UITableViewDelegate {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.record("willDisplay \(indexPath.short)")
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.record("didEndDisplaying \(indexPath.short)")
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.record("willDisplayHeader \(section)")
    }

    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.record("didEndDisplayingHeader \(section)")
    }
}

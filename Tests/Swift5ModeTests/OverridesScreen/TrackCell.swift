import UIKit
import DTTableViewManager

/// A cell that hides its "now playing" badge while the table shows edit controls or a swipe,
/// as cells written before cell configurations do.
final class TrackCell: UITableViewCell, ModelTransfer {
    let badge = UILabel()
    private(set) var transitions: [UITableViewCell.StateMask] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        badge.text = "▶︎"
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: Track) {
        textLabel?.text = model.title
        detailTextLabel?.text = model.artist
    }

    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        transitions.append(state)
        badge.isHidden = state.contains(.showingEditControl) || state.contains(.showingDeleteConfirmation)
    }
}

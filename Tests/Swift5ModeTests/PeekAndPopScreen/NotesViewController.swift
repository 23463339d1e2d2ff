// A notes list as an iOS 9–12 app wrote it for iPhones with 3D Touch: a firm press on a row
// previews the note (peek), pressing deeper opens it (pop), and swiping the preview up offers
// to delete the note. The list registers for previews only where the device has 3D Touch.
import UIKit
import DTTableViewManager

struct Note: Equatable {
    let title: String
}

final class NoteCell: UITableViewCell, ModelTransfer {
    func update(with model: Note) {
        textLabel?.text = model.title
    }
}

final class NoteViewController: UIViewController {
    let note: Note
    var onDelete: ((Note) -> Void)?

    init(note: Note) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
        title = note.title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var previewActionItems: [UIPreviewActionItem] {
        let delete = UIPreviewAction(title: "Delete", style: .destructive) { [weak self] _, _ in
            guard let self = self else { return }
            self.onDelete?(self.note)
        }
        return [delete]
    }
}

final class NotesViewController: UITableViewController, DTTableViewManageable, UIViewControllerPreviewingDelegate {
    private let notes: [Note]
    private(set) var previewing: UIViewControllerPreviewing?

    init(notes: [Note]) {
        self.notes = notes
        super.init(style: .plain)
        title = "Notes"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        manager.register(NoteCell.self) { [weak self] mapping in
            mapping.didSelect { _, note, _ in
                self?.navigationController?.pushViewController(self?.detail(for: note) ?? UIViewController(), animated: true)
            }
        }
        manager.memoryStorage.setItems(notes)
        if traitCollection.forceTouchCapability == .available {
            previewing = registerForPreviewing(with: self, sourceView: tableView)
        }
    }

    private func detail(for note: Note) -> NoteViewController {
        let detail = NoteViewController(note: note)
        detail.onDelete = { [weak self] note in
            guard let self = self, let indexPath = self.manager.memoryStorage.indexPath(forItem: note) else { return }
            self.manager.memoryStorage.removeItems(at: [indexPath])
        }
        return detail
    }

    // MARK: UIViewControllerPreviewingDelegate

    func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? {
        guard let indexPath = tableView.indexPathForRow(at: location),
              let note = manager.memoryStorage.item(at: indexPath) as? Note else { return nil }
        previewingContext.sourceRect = tableView.rectForRow(at: indexPath)
        return detail(for: note)
    }

    func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {
        show(viewControllerToCommit, sender: self)
    }
}

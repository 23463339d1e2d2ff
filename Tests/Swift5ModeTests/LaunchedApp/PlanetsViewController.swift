// The master list: planets in a table driven by DTTableViewManager; selecting one shows its
// detail, beside the list on iPad and pushed on iPhone.
import UIKit
import DTTableViewManager

final class PlanetCell: UITableViewCell, ModelTransfer {
    func update(with model: Planet) {
        var content = defaultContentConfiguration()
        content.text = model.name
        content.secondaryText = model.moons == 1 ? "1 moon" : "\(model.moons) moons"
        contentConfiguration = content
        accessoryType = .disclosureIndicator
    }
}

final class PlanetsViewController: UITableViewController, DTTableViewManageable {
    private let planets: [Planet]
    private(set) var returnsToForeground = 0
    private var foregroundObserver: NSObjectProtocol?

    init(planets: [Planet]) {
        self.planets = planets
        super.init(style: .plain)
        title = "Planets"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        foregroundObserver.map(NotificationCenter.default.removeObserver)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        manager.register(PlanetCell.self) { [weak self] mapping in
            mapping.didSelect { _, planet, _ in
                let detail = PlanetDetailViewController(planet: planet)
                self?.showDetailViewController(detail, sender: self)
            }
        }
        manager.memoryStorage.setItems(planets)

        // `queue: nil`, not `.main`: UIKit posts on the main thread either way, and on Linux a
        // `.main` observer hangs a main-actor test (REMAINING_UIKIT.md, table of edits).
        foregroundObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.returnsToForeground += 1 }
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if splitViewController?.isCollapsed == true, let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }
}

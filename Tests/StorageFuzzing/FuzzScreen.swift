import DTTableViewManager
import TestSupport

/// A view controller whose view is its table, managed through `DTTableViewManageable`.
@MainActor
final class FuzzTableController: UIViewController, DTTableViewManageable {
    let tableView: UITableView!

    init() {
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = tableView
    }
}

/// A managed table on screen, as an app shows it: a controller in a visible window, even and odd
/// cell mappings with conditions, header and footer mappings, move events that update the
/// storage after the user reorders a row, the real `TableViewUpdater`, and recorders for table
/// violations and storage and manager anomalies.
@MainActor
final class FuzzScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = FuzzTableController()
    let violations: ConsistencyViolationRecorder
    let storageAnomalies: AnomalyRecorder<MemoryStorageAnomaly>
    let managerAnomalies: AnomalyRecorder<DTTableViewManagerAnomaly>
    private var managerAnomaliesTaken = 0

    /// The controller's manager, kept here because every step reads it many times.
    let manager: DTTableViewManager
    /// The manager's storage, which the fuzzer never replaces.
    let storage: MemoryStorage
    var tableView: UITableView { controller.tableView }

    /// Creates the screen.
    ///
    /// - Parameter cellHandler: Runs on every dequeued fuzz cell, like an app's registration handler.
    init(cellHandler: @escaping (UITableViewCell, FuzzItem, IndexPath) -> Void = { _, _, _ in }) {
        window.rootViewController = controller
        window.makeKeyAndVisible()
        violations = ConsistencyViolationRecorder(recording: controller.tableView)
        let manager = controller.manager
        self.manager = manager
        managerAnomalies = AnomalyRecorder(recording: manager)
        manager.register(EvenFuzzCell.self) { mapping in
            mapping.condition = EvenFuzzCell.modelCondition { _, item in item.id.isMultiple(of: 2) }
        } handler: { cell, item, indexPath in cellHandler(cell, item, indexPath) }
        manager.register(OddFuzzCell.self) { mapping in
            mapping.condition = OddFuzzCell.modelCondition { _, item in !item.id.isMultiple(of: 2) }
        } handler: { cell, item, indexPath in cellHandler(cell, item, indexPath) }
        manager.registerHeader(FuzzHeaderView.self)
        manager.registerFooter(FuzzFooterView.self)
        let storage: MemoryStorage = manager.memoryStorage
        self.storage = storage
        // A user's reorder reaches the storage as an app writes it: from the move event.
        manager.move(EvenFuzzCell.self) { [unowned storage] destination, _, _, source in
            storage.moveItemWithoutAnimation(from: source, to: destination)
        }
        manager.move(OddFuzzCell.self) { [unowned storage] destination, _, _, source in
            storage.moveItemWithoutAnimation(from: source, to: destination)
        }
        storageAnomalies = AnomalyRecorder(recording: storage)
        storage.headerModelProvider = { [unowned storage] index in (storage.section(atIndex: index) as? FuzzSection)?.header }
        storage.footerModelProvider = { [unowned storage] index in (storage.section(atIndex: index) as? FuzzSection)?.footer }
        tableView.layoutIfNeeded()
    }

    /// Manager anomalies other than the documented ones for sections without a header or footer
    /// model, which the fuzzer creates on purpose.
    func takeUnexpectedManagerAnomalies() -> [DTTableViewManagerAnomaly] {
        let new = managerAnomalies.anomalies.dropFirst(managerAnomaliesTaken)
        managerAnomaliesTaken = managerAnomalies.anomalies.count
        return new.filter {
            switch $0 {
            case .nilHeaderModel, .nilFooterModel: false
            default: true
            }
        }
    }
}

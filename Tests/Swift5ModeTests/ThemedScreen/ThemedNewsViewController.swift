// A news screen as an iOS app writes it with DTTableViewManager, themed for Dark Mode and
// Dynamic Type by its cells.
import UIKit
import DTTableViewManager

final class ThemedNewsViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: .zero, style: .plain)
    private let headlines: [Headline]

    init(headlines: [Headline]) {
        self.headlines = headlines
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        manager.register(HeadlineCell.self)
        manager.memoryStorage.setItems(headlines)
    }
}

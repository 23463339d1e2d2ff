// Table screens written the way apps built against upstream DTTableViewManager (Swift 5
// language mode, no concurrency annotations) write them. This target compiles in Swift 5 mode:
// against Apple's UIKit these patterns get at most warnings, and they must here too.
import UIKit
import DTTableViewManager

struct Article: Equatable {
    let title: String
}

extension Notification.Name {
    static let articlesDidChange = Notification.Name("Swift5ModeTests.articlesDidChange")
}

final class ArticleCell: UITableViewCell, ModelTransfer {
    func update(with model: Article) {
        textLabel?.text = model.title
    }
}

/// A screen that detaches the manager's delegate in `deinit`, reloads when a notification
/// arrives, and hops to the main queue with GCD: all common before Swift concurrency.
final class ArticlesViewController: UIViewController, DTTableViewManageable {
    var tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain) // expected-note {{property declared here}}
    private var observer: NSObjectProtocol?
    private(set) var selectedTitles: [String] = []
    private(set) var reloadCount = 0 // expected-note {{mutation of this property is only permitted within the actor}}

    deinit {
        manager.tableDelegate = nil
        if let observer = observer {
            NotificationCenter.default.removeObserver(observer)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        manager.register(ArticleCell.self) { [weak self] mapping in
            mapping.didSelect { _, article, _ in
                self?.selectedTitles.append(article.title)
            }
        }
        observer = NotificationCenter.default.addObserver(forName: .articlesDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.reloadCount += 1 // expected-warning {{main actor-isolated property 'reloadCount' can not be mutated from a Sendable closure}}
            self?.tableView.reloadData() // expected-warning {{main actor-isolated property 'tableView' can not be referenced from a Sendable closure}} expected-warning {{call to main actor-isolated instance method 'reloadData()' in a synchronous nonisolated context}}
        }
    }

    func show(_ articles: [Article]) {
        manager.memoryStorage.setItems(articles)
    }

    func showLater(_ articles: [Article]) {
        DispatchQueue.main.async {
            self.show(articles)
        }
    }
}

/// A presenter that is not a main-actor type, as in most pre-concurrency architectures.
final class ArticlesPresenter {
    weak var view: ArticlesViewController?

    func present(_ titles: [String]) {
        view?.show(titles.map(Article.init(title:)))
    }
}

/// Screens created in an enum's computed property, as upstream's own example app lists them.
enum Route: CaseIterable {
    case articles
    case empty

    var title: String {
        switch self {
        case .articles: return "Articles"
        case .empty: return "Empty"
        }
    }

    var controller: UIViewController {
        switch self {
        case .articles: return ArticlesViewController()
        case .empty: return UIViewController()
        }
    }
}

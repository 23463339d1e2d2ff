// A reading list as an iOS app writes it with DTTableViewManager: select opens the article in
// the browser, a swipe shares it, favoriting plays a haptic and announces the change, and the
// list reloads when the app returns to the foreground.
import UIKit
import DTTableViewManager

final class ReadingListViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: .zero, style: .plain)
    private let loadArticles: () -> [ReadingItem]
    private var foregroundObserver: NSObjectProtocol?
    private let haptics = UIImpactFeedbackGenerator(style: .light)

    init(loadArticles: @escaping () -> [ReadingItem]) {
        self.loadArticles = loadArticles
        super.init(nibName: nil, bundle: nil)
        title = "Reading List"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        if let foregroundObserver = foregroundObserver {
            NotificationCenter.default.removeObserver(foregroundObserver)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.keyboardDismissMode = .onDrag
        tableView.accessibilityIdentifier = "readingList.table"
        view.addSubview(tableView)

        manager.register(ReadingListCell.self) { [weak self] mapping in
            mapping.didSelect { _, article, _ in
                UIApplication.shared.open(article.url)
            }
            mapping.trailingSwipeActionsConfiguration { _, article, _ in
                let share = UIContextualAction(style: .normal, title: "Share") { _, _, completion in
                    self?.share(article)
                    completion(true)
                }
                return UISwipeActionsConfiguration(actions: [share])
            }
        } handler: { [weak self] cell, article, _ in
            cell.onToggleFavorite = { self?.toggleFavorite(article) }
        }
        manager.memoryStorage.setItems(loadArticles())

        foregroundObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil
        ) { [weak self] _ in
            // As with Apple's UIKit in Swift 5 mode, a warning (the closure is not isolated).
            self?.reload() // expected-warning {{call to main actor-isolated instance method 'reload()' in a synchronous nonisolated context}}
        }
    }

    private func reload() { // expected-note {{calls to instance method 'reload()' from outside of its actor context are implicitly asynchronous}} expected-note {{main actor isolation inferred from inheritance from class 'UIViewController'}}
        manager.memoryStorage.setItems(loadArticles())
    }

    private func share(_ article: ReadingItem) {
        let sheet = UIActivityViewController(activityItems: [article.title, article.url], applicationActivities: nil)
        sheet.excludedActivityTypes = [.assignToContact, .saveToCameraRoll]
        sheet.popoverPresentationController?.sourceView = tableView
        present(sheet, animated: true)
    }

    private func toggleFavorite(_ article: ReadingItem) {
        var updated = article
        updated.isFavorite.toggle()
        try? manager.memoryStorage.replaceItem(article, with: updated)
        haptics.impactOccurred()
        UIAccessibility.post(notification: .announcement, argument: updated.isFavorite ? "Added to favorites" : "Removed from favorites")
    }
}

import DTTableViewManager

/// A screen of the consumer: it only needs to compile against the library.
@MainActor
final class PlainConsumerScreen: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: .zero, style: .plain)
}

import DTTableViewManager
import Testing

// Mirrors the short examples of HeadlessUIKit.docc/TestingOnLinux.md that the other
// TestingOnLinux files do not: nibs, prototypes, controls and text fields in cells, constraints,
// traits, opened URLs, consistency violations and the responds-to cache.

/// A setting shown by ``SettingCell``.
struct NotificationSetting {}

/// A text field shown by ``EmailCell``.
struct EmailField {}

/// A cell with a switch, and a badge placed by constraints.
final class SettingCell: UITableViewCell {
    let toggle = UISwitch()
    let badge = UIView()
    var toggled: (Bool) -> Void = { _ in }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(toggle)
        toggle.addAction(UIAction { [weak self] _ in self?.toggled(self?.toggle.isOn ?? false) }, for: .valueChanged)
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            badge.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A cell with a text field.
final class EmailCell: UITableViewCell {
    let field = UITextField()
    var changed: (String) -> Void = { _ in }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(field)
        field.addAction(UIAction { [weak self] _ in self?.changed(self?.field.text ?? "") }, for: .editingChanged)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A settings form whose table is pinned to its view with anchors.
final class SettingsFormViewController: UIViewController, DTTableViewManageable {
    struct Settings {
        var notificationsEnabled = false
    }

    struct Form {
        var email = ""
    }

    let tableView: UITableView! = UITableView()
    /// The rows: models of ``NotificationSetting`` and ``EmailField``.
    var rows: [Any] = [NotificationSetting(), EmailField()]
    private(set) var settings = Settings()
    private(set) var form = Form()

    override func viewDidLoad() {
        super.viewDidLoad()
        // In the screen's viewDidLoad:
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        manager.register(SettingCell.self, for: NotificationSetting.self) { [weak self] cell, _, _ in
            cell.toggled = { self?.settings.notificationsEnabled = $0 }
        }
        manager.register(EmailCell.self, for: EmailField.self) { [weak self] cell, _, _ in
            cell.changed = { self?.form.email = $0 }
        }
        manager.memoryStorage.setItems(rows)
    }
}

@MainActor @Suite struct TestingOnLinuxSnippetTests {
    @Test func pinnedTableGetsItsFrameAtTheViewsLayoutPass() throws {
        let screen = SettingsFormViewController()
        // In the test:
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()          // or show the screen in a window
        try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(screen.tableView.frame == screen.view.bounds)
    }

    @Test func switchInACellChangesTheSetting() throws {
        let screen = SettingsFormViewController()
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        let tableView: UITableView = screen.tableView
        let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as! SettingCell
        cell.toggle.simulateTap()
        #expect(screen.settings.notificationsEnabled)
    }

    @Test func constraintsLeaveNoIssues() throws {
        let screen = SettingsFormViewController()
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        let badge = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SettingCell).badge
        #expect(screen.tableView.headlessAutoLayoutIssues.isEmpty, "\(screen.tableView.headlessAutoLayoutIssues)")
        #expect(!badge.hasAmbiguousLayout)
        #expect(badge.frame.size == CGSize(width: 20, height: 20))
    }

    @Test func typingIntoTheEmailFieldFillsTheForm() throws {
        let screen = SettingsFormViewController()
        screen.rows = [EmailField()]
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        let tableView: UITableView = screen.tableView
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? EmailCell)
        #expect(cell.field.becomeFirstResponder())
        try cell.field.simulateTyping("ada@example.com")
        try cell.field.simulateReturn()
        #expect(screen.form.email == "ada@example.com")
    }

    @Test func declaredNibIsInstantiated() throws {
        UINib.registerHeadlessNib(named: "RecipeCell", bundle: nil) { owner in
            [RecipeCell(style: .default, reuseIdentifier: nil)]
        }
        defer { UINib.unregisterHeadlessNib(named: "RecipeCell", bundle: nil) }
        let objects = UINib(nibName: "RecipeCell", bundle: nil).instantiate(withOwner: nil, options: nil)
        #expect(objects.first is RecipeCell)
    }

    @Test func declaredPrototypeIsDequeued() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        tableView.setHeadlessPrototypeCell(forReuseIdentifier: "RecipeCell") {
            RecipeCell(style: .default, reuseIdentifier: "RecipeCell")
        }
        #expect(tableView.dequeueReusableCell(withIdentifier: "RecipeCell") is RecipeCell)
    }

    @Test func collectedViolationsStayEmptyWhileTheScreenIsDriven() {
        let screen = ArticleScreen.managed { manager in
            manager.register(RecipeCell.self)
            manager.memoryStorage.setItems([Recipe(name: "Soup")])
        }
        let tableView: UITableView = screen.tableView
        var violations: [UITableView.HeadlessConsistencyViolation] = []
        tableView.headlessConsistencyViolationHandler = { violations.append($0) }

        // … drive the screen …
        screen.manager.memoryStorage.addItem(Recipe(name: "Salad"))
        tableView.layoutIfNeeded()

        #expect(violations.isEmpty)
        #expect(tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test func withoutAHeightClosureTheTableIsToldNoHeightMethodExists() {
        let screen = ArticleScreen.managed { manager in
            manager.register(RecipeCell.self)
            manager.memoryStorage.setItems([Recipe(name: "Soup")])
        }
        let tableView: UITableView = screen.tableView
        #expect(tableView.headlessCachedResponse(to: .heightForRowAt) == false)
        screen.manager.heightForCell(withItem: Recipe.self) { _, _ in 60 }
        #expect(tableView.headlessCachedResponse(to: .heightForRowAt) == true)
    }

    @Test func selectingARowOpensItsLink() throws {
        let screen = ArticleScreen.managed { manager in
            manager.register(RecipeCell.self) { mapping in
                mapping.didSelect { _, _, _ in UIApplication.shared.open(URL(string: "https://example.com/soup")!) }
            }
            manager.memoryStorage.setItems([Recipe(name: "Soup")])
        }
        let tableView: UITableView = screen.tableView
        let opened = try UIApplication.shared.headlessRecordingOpenedURLs {
            try tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        }
        #expect(opened == [URL(string: "https://example.com/soup")!])
    }

    @Test func typingIntoASearchBarUpdatesTheResultsAndCancelEndsIt() throws {
        final class ResultsUpdater: NSObject, UISearchResultsUpdating {
            var queries: [String] = []
            func updateSearchResults(for searchController: UISearchController) {
                queries.append(searchController.searchBar.text ?? "")
            }
        }
        let results = ResultsUpdater()
        let screen = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = results
        screen.navigationItem.searchController = search

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()

        // With the screen shown in a window:
        #expect(search.searchBar.searchTextField.becomeFirstResponder())
        try search.searchBar.searchTextField.simulateTyping("so")
        try search.searchBar.simulateCancelButtonTap()
        #expect(search.searchBar.text == "")

        #expect(results.queries.contains("so"))
        #expect(results.queries.last == "")
        #expect(!search.isActive)
    }
}

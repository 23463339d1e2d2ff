import DTTableViewManager
import Testing

// Mirrors HeadlessUIKit.docc/TestingOnLinux.md.

@MainActor @Suite struct TestingOnLinuxArticleTests {
    @Test func tappingASwitchInACellRunsItsAction() throws {
        final class SettingCell: UITableViewCell {
            let toggle = UISwitch()
            var toggled: (Bool) -> Void = { _ in }

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(toggle)
                toggle.addAction(UIAction { [weak self] _ in self?.toggled(self?.toggle.isOn ?? false) }, for: .valueChanged)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }
        var notificationsEnabled = false
        let screen = ArticleScreen.managed { manager in
            manager.register(SettingCell.self, for: Recipe.self) { cell, _, _ in
                cell.toggled = { notificationsEnabled = $0 }
            }
            manager.memoryStorage.setItems([Recipe(name: "Notifications")])
        }
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SettingCell)
        cell.toggle.simulateTap()
        #expect(notificationsEnabled)
        #expect(cell.toggle.headlessUndeliveredActions.isEmpty)
    }

    @Test func swipeRevealsDeleteWhenDataSourceCommitsEdits() throws {
        let screen = ArticleScreen.managed { manager in
            manager.register(RecipeCell.self) { mapping in
                mapping.commitEditingStyle { style, cell, recipe, indexPath in
                    manager.memoryStorage.removeItems(at: [indexPath])
                }
            }
            manager.memoryStorage.setItems(["Soup", "Salad", "Stew"].map(Recipe.init))
        }
        let tableView = screen.tableView!
        let actions = try tableView.simulateSwipe(at: IndexPath(row: 2, section: 0), edge: .trailing)
        actions.first { $0.isDestructive }?.tap()
        #expect(tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test func collectedViolationsAreEmptyForConsistentUpdates() {
        let screen = ArticleScreen.managed { manager in
            manager.register(RecipeCell.self)
            manager.memoryStorage.setItems([Recipe(name: "Soup")])
        }
        let tableView = screen.tableView!
        var violations: [UITableView.HeadlessConsistencyViolation] = []
        tableView.headlessConsistencyViolationHandler = { violations.append($0) }
        screen.manager.memoryStorage.addItem(Recipe(name: "Salad"))
        #expect(violations.isEmpty)
        #expect(tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test func dequeueingUnregisteredIdentifierIsAViolation() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        var violations: [UITableView.HeadlessConsistencyViolation] = []
        tableView.headlessConsistencyViolationHandler = { violations.append($0) }
        _ = tableView.dequeueReusableCell(withIdentifier: "Nothing", for: IndexPath(row: 0, section: 0))
        #expect(violations.map(\.kind) == [.unregisteredReuseIdentifier])
    }

    @Test func responseCacheShowsWhichMethodsTheManagerImplements() {
        let screen = ArticleScreen.managed { manager in
            manager.register(RecipeCell.self)
            manager.memoryStorage.setItems([Recipe(name: "Soup")])
        }
        #expect(screen.tableView.headlessCachedResponse(to: .heightForRowAt) == false)
        #expect(screen.tableView.headlessCachedResponse(to: .commitEditingStyleForRowAt) == false)
    }
}

/// The "Layout with constraints" and "Cell configurations" sections: a table pinned with anchors,
/// and a cell whose label shows its configuration's styling.
@MainActor @Suite struct TestingOnLinuxLayoutArticleTests {
    final class PinnedScreen: UIViewController, UITableViewDataSource {
        let tableView = UITableView(frame: .zero, style: .plain)

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tableView)
            NSLayoutConstraint.activate([
                tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.dataSource = self
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.configurationUpdateHandler = { cell, state in
                var content = UIListContentConfiguration.cell()
                content.text = "Soup"
                content.textProperties.color = state.isSelected ? .secondaryLabel : .label
                cell.contentConfiguration = content
            }
            return cell
        }
    }

    @Test func pinnedTableIsPlacedAtTheViewsLayoutPassAndTakesTaps() throws {
        let screen = PinnedScreen()
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()

        #expect(screen.tableView.frame == screen.view.bounds)
        #expect(screen.tableView.headlessAutoLayoutIssues.isEmpty, "\(screen.tableView.headlessAutoLayoutIssues)")
        #expect(try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0)))
    }

    @Test func labelShowsTheConfigurationsColorForTheState() throws {
        let screen = PinnedScreen()
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let before = try #require(cell.contentView.subviews.compactMap { $0 as? UILabel }.first)
        #expect(before.textColor == .label)

        try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))

        // … after a tap on its row:
        let label = try #require(cell.contentView.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.textColor == .secondaryLabel)
    }
}

/// The screens of the "Screens" and "Cell configurations" sections: a recipe list whose rows push
/// a detail screen and ask before deleting.
@MainActor @Suite struct TestingOnLinuxScreensArticleTests {
    final class RecipeDetailViewController: UIViewController {}

    /// A list in a navigation controller, shown in a window the fixture keeps alive.
    @MainActor
    struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = ArticleScreen()
        let navigation: UINavigationController

        init() {
            navigation = UINavigationController(rootViewController: screen)
            Self.register(on: screen)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            screen.tableView.layoutIfNeeded()
        }

        /// Registers the recipe rows and puts two recipes on `screen`.
        static func register(on screen: ArticleScreen) {
            screen.loadViewIfNeeded()
            screen.manager.register(UITableViewCell.self, for: Recipe.self) { [screen] mapping in
                mapping.didSelect { _, _, _ in
                    screen.navigationController?.pushViewController(RecipeDetailViewController(), animated: true)
                }
                mapping.commitEditingStyle { _, _, recipe, indexPath in
                    let alert = UIAlertController(title: "Delete \(recipe.name)?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                        screen.manager.memoryStorage.removeItems(at: [indexPath])
                    })
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    screen.present(alert, animated: true)
                }
            } handler: { cell, recipe, _ in
                var content = cell.defaultContentConfiguration()
                content.text = recipe.name
                cell.contentConfiguration = content
            }
            screen.manager.memoryStorage.setItems(["Soup", "Salad"].map(Recipe.init))
        }
    }

    @Test func selectingARecipePushesItsDetail() throws {
        let screen = ArticleScreen()
        Shown.register(on: screen)
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(navigation.topViewController is RecipeDetailViewController)
    }

    @Test func deletingAsksFirstAndDeletesOnConfirm() throws {
        let shown = Shown()
        let screen = shown.screen
        try screen.tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing).first?.tap()
        let alert = try #require(screen.presentedViewController as? UIAlertController)
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
        alert.simulateTapOnAction(titled: "Delete")
        #expect(screen.presentedViewController == nil)
        #expect(screen.tableView.numberOfRows(inSection: 0) == 1)
    }

    @Test func cellsShowTheirContentConfiguration() throws {
        let shown = Shown()
        let tableView: UITableView = shown.screen.tableView
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Soup")
    }

    @Test func typingIntoAFieldInACellReachesTheModel() throws {
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
        var email = ""
        let screen = ArticleScreen.managed { manager in
            manager.register(EmailCell.self, for: Recipe.self) { cell, _, _ in
                cell.changed = { email = $0 }
            }
            manager.memoryStorage.setItems([Recipe(name: "Email")])
        }
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? EmailCell)
        #expect(cell.field.becomeFirstResponder())
        try cell.field.simulateTyping("ada@example.com")
        try cell.field.simulateReturn()
        #expect(email == "ada@example.com")
    }

    @Test func aDarkWindowResolvesTheLabelsColorDark() throws {
        let screen = ArticleScreen.managed { manager in
            manager.register(RecipeCell.self)
            manager.memoryStorage.setItems([Recipe(name: "Soup")])
        }
        screen.view.addSubview(screen.tableView)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        window.headlessTraitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        let label = try #require(cell.textLabel)
        #expect(label.textColor.resolvedColor(with: label.traitCollection) == UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(label.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func selectingARowOpensItsLinkAndTheTestSeesIt() throws {
        let link = try #require(URL(string: "https://example.com/soup"))
        let screen = ArticleScreen.managed { manager in
            manager.register(RecipeCell.self) { mapping in
                mapping.didSelect { _, _, _ in UIApplication.shared.open(link) }
            }
            manager.memoryStorage.setItems([Recipe(name: "Soup")])
        }
        let opened = try UIApplication.shared.headlessRecordingOpenedURLs {
            try screen.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        }
        #expect(opened == [link])
    }
}


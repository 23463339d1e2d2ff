import Expectations
import Foundation
import HeadlessUIKit
import Testing

// Subclass shapes apps write for bars, appearances and empty states, as on iOS. That this file
// compiles is the first half of the test.

/// A toolbar with its own designated initializer that sets its appearance and items.
private final class FormattingToolbar: UIToolbar {
    init() {
        super.init(frame: .zero)
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        standardAppearance = appearance
        setItems([.flexibleSpace(), UIBarButtonItem(systemItem: .done)], animated: false)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        super.setItems(items.map { Array($0.prefix(3)) }, animated: animated)
    }
}

/// A navigation bar whose standard appearance is always opaque, and a bar appearance whose
/// default background is branded.
private final class BrandedNavigationBar: UINavigationBar {
    override var standardAppearance: UINavigationBarAppearance {
        get {
            let appearance = super.standardAppearance
            appearance.configureWithOpaqueBackground()
            return appearance
        }
        set { super.standardAppearance = newValue }
    }
}

private final class BrandedAppearance: UINavigationBarAppearance {
    var accent: UIColor = .systemIndigo

    override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        accent = (barAppearance as? BrandedAppearance)?.accent ?? .systemIndigo
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override func configureWithDefaultBackground() {
        super.configureWithDefaultBackground()
        backgroundColor = .systemIndigo
    }
}

/// A controller that shows a loading state and its own toolbar items.
private final class LoadingController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setToolbarItems([UIBarButtonItem(systemItem: .refresh)], animated: false)
        setNeedsUpdateContentUnavailableConfiguration()
    }

    override var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = super.contentUnavailableConfigurationState
        state.searchText = "pinned"
        return state
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        var configuration = UIContentUnavailableConfiguration.loading()
        configuration.text = state.searchText
        contentUnavailableConfiguration = configuration
    }

    override func setNeedsUpdateContentUnavailableConfiguration() {
        super.setNeedsUpdateContentUnavailableConfiguration()
    }
}

@MainActor @Suite struct SubclassShapeBarsTests {
    @Test func toolbarSubclassKeepsItsOverrides() {
        let toolbar = FormattingToolbar()
        toolbar.items = [.flexibleSpace(), .flexibleSpace(), .flexibleSpace(), .flexibleSpace()]

        expectEqual(toolbar.items?.count, 3)
        expectEqual(toolbar.standardAppearance.backgroundColor, .systemBackground)
    }

    @Test func appearanceOverridesRun() {
        let bar = BrandedNavigationBar(frame: .zero)
        bar.standardAppearance = BrandedAppearance()

        expectEqual(BrandedAppearance().backgroundColor, .systemIndigo)
        expectEqual(bar.standardAppearance.backgroundColor, .systemBackground)
        let branded = BrandedAppearance(idiom: .phone)
        branded.accent = .systemMint
        let copy: BrandedAppearance = branded.copy()
        #expect(copy !== branded && copy.accent == .systemMint)
        #expect(bar.standardAppearance is BrandedAppearance)
    }

    @Test func controllerOverridesDriveTheEmptyState() throws {
        let controller = LoadingController()
        let navigation = UINavigationController(rootViewController: controller)
        controller.loadViewIfNeeded()
        headlessTurnRunLoop()

        let view = try #require(controller.headlessContentUnavailableView as? UIContentUnavailableView)
        expectEqual(view.headlessTextLabel?.text, "pinned")
        expectNotNil(view.headlessActivityIndicator)
        expectEqual(navigation.toolbar.items?.count, 1)
    }
}

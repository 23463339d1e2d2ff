import Expectations
import Foundation
import HeadlessUIKit
import Testing

// Subclass shapes apps write for controls and containers, as on iOS. That this file compiles is
// the first half of the test.

/// A button with its own designated initializer that styles itself with a configuration and
/// customizes the configuration update.
private final class PillButton: UIButton {
    var updates = 0

    init(title: String) {
        super.init(frame: .zero)
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        configuration.cornerStyle = .capsule
        self.configuration = configuration
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override func updateConfiguration() {
        super.updateConfiguration()
        updates += 1
        configuration?.baseBackgroundColor = isHighlighted ? .systemGray : nil
    }
}

/// A segmented control built from items in its own initializer.
private final class SortControl: UISegmentedControl {
    init() {
        super.init(items: ["Name", "Date"])
        selectedSegmentIndex = 0
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}

/// A stepper and a slider overriding their value, as apps do to observe it.
private final class ObservedStepper: UIStepper {
    var observed: [Double] = []
    override var value: Double {
        didSet { observed.append(value) }
    }
}

private final class ObservedSlider: UISlider {
    override var maximumValue: Float {
        get { 10 }
        set {}
    }
}

/// A tab bar controller with its own initializer and an overridden selection.
private final class RootTabs: UITabBarController {
    var selections: [Int] = []

    init(tabs: [UIViewController]) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = tabs
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override var selectedIndex: Int {
        didSet { selections.append(selectedIndex) }
    }
}

/// A tab bar item subclass, as apps write for custom badges.
private final class DotItem: UITabBarItem {
    override var badgeValue: String? {
        get { "●" }
        set {}
    }
}

@MainActor @Suite struct SubclassShapeControlsTests {
    @Test func buttonSubclassUpdatesItsConfigurationThroughItsOverride() {
        let button = PillButton(title: "Join")
        expectEqual(button.titleLabel?.text, "Join")
        button.layoutIfNeeded()
        expectEqual(button.updates, 1)
        button.simulateTap()
        expectEqual(button.updates, 2)
    }

    @Test func segmentedControlSubclassBuiltFromItems() {
        let control = SortControl()
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == 0)
    }

    @Test func valueControlOverridesSeeTheirChanges() {
        let stepper = ObservedStepper()
        stepper.simulateTapOnIncrement()
        expectEqual(stepper.observed, [1])
        let slider = ObservedSlider()
        slider.simulateDrag(to: 8)
        expectEqual(slider.value, 8)
    }

    @Test func tabBarControllerSubclassOverridesTheSelection() {
        let tabs = RootTabs(tabs: [UIViewController(), UIViewController()])
        tabs.selectedIndex = 1
        expectEqual(tabs.selections, [1])
        expectIdentical(tabs.selectedViewController, tabs.viewControllers?[1])
        let item = DotItem(title: "Inbox", image: nil, tag: 0)
        expectEqual(item.badgeValue, "●")
    }
}

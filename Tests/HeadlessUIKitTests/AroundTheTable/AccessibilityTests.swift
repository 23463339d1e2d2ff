import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A cell that describes itself to VoiceOver as apps do: one element with a combined label.
private final class ContactCell: UITableViewCell {
    var name = ""
    var isFavorite = false

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override var accessibilityLabel: String? {
        get { isFavorite ? "\(name), favorite" : name }
        set {}
    }
}

@MainActor @Suite struct AccessibilityTests {
    @Test func labelsAndControlsAnswerUIKitsStandardValues() {
        let label = UILabel()
        label.text = "Soup"
        #expect(label.isAccessibilityElement)
        expectEqual(label.accessibilityLabel, "Soup")
        expectEqual(label.accessibilityTraits, .staticText)
        label.text = "Stew"
        expectEqual(label.accessibilityLabel, "Stew")

        let button = UIButton(type: .system)
        button.setTitle("Buy", for: .normal)
        #expect(button.isAccessibilityElement)
        expectEqual(button.accessibilityLabel, "Buy")
        expectEqual(button.accessibilityTraits, .button)
        button.isEnabled = false
        expectEqual(button.accessibilityTraits, [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        expectEqual(button.accessibilityTraits, [.button, .selected])

        let toggle = UISwitch()
        expectEqual(toggle.accessibilityValue, "0")
        toggle.isOn = true
        expectEqual(toggle.accessibilityValue, "1")

        let image = UIImageView(image: UIImage(systemName: "star"))
        #expect(!image.isAccessibilityElement)
        expectEqual(image.accessibilityTraits, .image)

        let plain = UIView()
        #expect(!plain.isAccessibilityElement)
        #expect(plain.accessibilityLabel == nil && plain.accessibilityTraits == .none)
    }

    @Test func setValuesReplaceTheStandardOnesAndTraitsCanBeExtended() {
        let label = UILabel()
        label.text = "Ingredients"
        label.accessibilityTraits.insert(.header)
        expectEqual(label.accessibilityTraits, [.staticText, .header])

        label.accessibilityLabel = "Ingredients list"
        label.text = "Changed"
        expectEqual(label.accessibilityLabel, "Ingredients list")
        expectEqual(label.accessibilityAttributedLabel?.string, "Ingredients list")

        let button = UIButton(type: .system)
        button.accessibilityTraits = .selected
        expectEqual(button.accessibilityTraits, .selected, "setting traits replaces the control's own, as UIKit does")

        label.accessibilityLabel = nil
        expectEqual(label.accessibilityLabel, "Changed", "clearing the label returns to the standard one")
    }

    @Test func hintsValuesIdentifiersAndFlagsAreStored() {
        let view = UIView()
        view.isAccessibilityElement = true
        view.accessibilityHint = "Opens the recipe"
        view.accessibilityValue = "3 of 5"
        view.accessibilityIdentifier = "recipe.row"
        view.accessibilityElementsHidden = true
        view.accessibilityViewIsModal = true
        view.shouldGroupAccessibilityChildren = true
        view.accessibilityLanguage = "fr-FR"
        view.accessibilityFrame = CGRect(x: 0, y: 10, width: 100, height: 40)

        #expect(view.isAccessibilityElement)
        expectEqual(view.accessibilityHint, "Opens the recipe")
        expectEqual(view.accessibilityValue, "3 of 5")
        expectEqual(view.accessibilityIdentifier, "recipe.row")
        #expect(view.accessibilityElementsHidden && view.accessibilityViewIsModal)
        #expect(view.shouldGroupAccessibilityChildren)
        expectEqual(view.accessibilityLanguage, "fr-FR")
        expectEqual(view.accessibilityActivationPoint, CGPoint(x: 50, y: 30))
        expectEqual(view.accessibilityUserInputLabels, [])

        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.accessibilityIdentifier = "edit"
        expectEqual(item.accessibilityIdentifier, "edit")
        expectEqual(item.accessibilityLabel, "Edit")
        item.isEnabled = false
        expectEqual(item.accessibilityTraits, [.button, .notEnabled])

        let action = UIAlertAction(title: "OK", style: .default)
        action.accessibilityIdentifier = "alert.ok"
        expectEqual(action.accessibilityIdentifier, "alert.ok")
    }

    @Test func cellSubclassesOverrideTheirDescriptionAsOnIOS() {
        let cell = ContactCell(style: .default, reuseIdentifier: "contact")
        cell.name = "Ada"
        cell.isFavorite = true
        #expect(cell.isAccessibilityElement)
        expectEqual(cell.accessibilityLabel, "Ada, favorite")
        let described: UIView = cell
        expectEqual(described.accessibilityLabel, "Ada, favorite", "the override is dynamically dispatched")
    }

    @Test func containersListTheirElementsInReadingOrder() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let title = UILabel()
        let subtitle = UILabel()
        container.accessibilityElements = [subtitle, title]
        expectEqual(container.accessibilityElementCount(), 2)
        expectIdentical(container.accessibilityElement(at: 0) as? UILabel, subtitle)
        expectNil(container.accessibilityElement(at: 2))
        expectEqual(container.index(ofAccessibilityElement: title), 1)
        expectEqual(container.index(ofAccessibilityElement: UILabel()), NSNotFound)

        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 4, width: 20, height: 20)
        element.accessibilityLabel = "Rating"
        #expect(element.isAccessibilityElement)
        expectEqual(element.accessibilityFrame, CGRect(x: 10, y: 4, width: 20, height: 20))
        expectIdentical(element.accessibilityContainer, container)
    }

    @Test func customActionsRunTheirHandlers() {
        var deleted = false
        let delete = UIAccessibilityCustomAction(name: "Delete", image: nil) { _ in
            deleted = true
            return true
        }
        let legacy = UIAccessibilityCustomAction(name: "Archive", target: nil, selector: Selector("archive"))
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessibilityCustomActions = [delete, legacy]

        expectEqual(cell.accessibilityCustomActions?.map(\.name), ["Delete", "Archive"])
        #expect(delete.simulatePerform() && deleted)
        #expect(!legacy.simulatePerform(), "a selector-based action cannot be performed without the Objective-C runtime")
        expectEqual(legacy.selector, Selector("archive"))
    }

    @Test func postedNotificationsAreRecordedPerTask() {
        let posted = UIAccessibility.headlessRecordingPostedNotifications {
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
        expectEqual(posted.map(\.notification), [.announcement, .layoutChanged])
        expectEqual(posted.first?.argument as? String, "Saved")
        #expect(!UIAccessibility.isVoiceOverRunning)

        UIAccessibility.post(notification: .screenChanged, argument: nil)
        let afterwards = UIAccessibility.headlessRecordingPostedNotifications {}
        #expect(afterwards.isEmpty, "posts outside a recording are dropped")
    }
}

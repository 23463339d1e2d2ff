import Expectations
import Foundation
import HeadlessUIKit
import Testing

// Subclass shapes that UIKit's declarations allow: overriding members UIKit declares `open`, and
// calling from a subclass's own initializer the initializers UIKit declares designated. That this
// file compiles is the first half of the test.

/// A cell whose default content configuration uses the app's colors.
private final class BrandedCell: UITableViewCell {
    override func defaultContentConfiguration() -> UIListContentConfiguration {
        var configuration = super.defaultContentConfiguration()
        configuration.textProperties.color = .systemIndigo
        return configuration
    }
}

/// A font that reports twice its size, as a subclass may override the attributes UIKit declares
/// as read-only properties.
// `@unchecked Sendable` restated, as Swift asks of a subclass of a `Sendable` class.
private final class DoubledFont: UIFont, @unchecked Sendable {
    override var pointSize: CGFloat { super.pointSize * 2 }
}

/// An accessibility action with its own designated initializer.
private final class DeleteAction: UIAccessibilityCustomAction {
    private(set) var deletions = 0

    init() {
        super.init(name: "Delete", actionHandler: { _ in true })
        actionHandler = { [unowned self] _ in
            deletions += 1
            return true
        }
    }
}

/// An image view with its own designated initializer.
private final class AvatarView: UIImageView {
    init(avatar: UIImage?) {
        super.init(image: avatar, highlightedImage: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}

@MainActor @Suite struct DeclarationShapeTests {
    @Test func cellSubclassOverridesTheDefaultContentConfiguration() {
        let cell = BrandedCell(style: .default, reuseIdentifier: nil)
        expectEqual(cell.defaultContentConfiguration().textProperties.color, .systemIndigo)
    }

    @Test func fontSubclassOverridesAReadOnlyAttribute() {
        let font = DoubledFont(name: "Avenir-Heavy", size: 9)
        expectEqual(font?.pointSize, 18)
        #expect(font?.fontName == "Avenir-Heavy" && font?.familyName == "Avenir")
    }

    @Test func subclassesCallUIKitsDesignatedInitializers() {
        let action = DeleteAction()
        expectEqual(action.name, "Delete")
        #expect(action.simulatePerform() && action.deletions == 1)

        let avatar = AvatarView(avatar: UIImage(systemName: "person.crop.circle"))
        expectEqual(avatar.image?.headlessName, "person.crop.circle")
        #expect(!avatar.isUserInteractionEnabled)
    }

    @Test func designatedInitializersKeepTheirValues() {
        expectEqual(UIColor(white: 0.5, alpha: 1), .gray)
        expectEqual(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), .red)
        expectEqual(UIFont(name: "Helvetica-Bold", size: 14)?.familyName, "Helvetica")
        expectEqual(UIFontDescriptor(name: "Avenir", size: 12).fontAttributes[.size] as? CGFloat, 12)
        expectEqual(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle, .dark)
        expectEqual(UIImage(named: "Logo")?.headlessName, "Logo")
        expectEqual(UIImage(systemName: "star", withConfiguration: nil)?.isSymbolImage, true)
    }
}

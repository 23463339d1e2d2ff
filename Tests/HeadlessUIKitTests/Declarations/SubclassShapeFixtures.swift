import Foundation
import HeadlessUIKit

// Subclass shapes apps write, as on iOS. That this file compiles is the first half of the test.

/// A cell with its own designated initializer and only `init?(coder:)` besides: built by hand,
/// never registered (iOS traps with "Use of unimplemented initializer" if it is).
final class StaticCell: UITableViewCell {
    let title: String

    init(title: String) {
        self.title = title
        super.init(style: .value1, reuseIdentifier: nil)
        textLabel?.text = title
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}

/// A cell overriding the table's initializer, with a stored property set there.
final class OverridingCell: UITableViewCell {
    let createdStyle: CellStyle

    override init(style: CellStyle, reuseIdentifier: String?) {
        createdStyle = style
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}

/// A cell declaring no initializer, with stored property defaults.
final class DefaultsCell: UITableViewCell {
    var taps = 0
    let badge = UILabel()
}

/// A header with its own designated initializer and only `init?(coder:)` besides.
final class StaticHeader: UITableViewHeaderFooterView {
    init(title: String) {
        super.init(reuseIdentifier: nil)
        textLabel?.text = title
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}

/// A header overriding the table's initializer.
final class OverridingHeader: UITableViewHeaderFooterView {
    let createdIdentifier: String?

    override init(reuseIdentifier: String?) {
        createdIdentifier = reuseIdentifier
        super.init(reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}

/// A header declaring no initializer, with a stored property default.
final class DefaultsHeader: UITableViewHeaderFooterView {
    var shownCount = 0
}

/// A table that overrides registration and dequeueing, which UIKit declares `open`.
final class CountingTableView: UITableView {
    var registrations: [String] = []
    var dequeues: [String] = []

    override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registrations.append("cell class \(identifier)")
        super.register(cellClass, forCellReuseIdentifier: identifier)
    }

    override func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registrations.append("cell nib \(identifier)")
        super.register(nib, forCellReuseIdentifier: identifier)
    }

    override func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registrations.append("header class \(identifier)")
        super.register(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }

    override func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registrations.append("header nib \(identifier)")
        super.register(nib, forHeaderFooterViewReuseIdentifier: identifier)
    }

    override func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeues.append("cell \(identifier)")
        return super.dequeueReusableCell(withIdentifier: identifier)
    }

    override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeues.append("cell \(identifier) for row")
        return super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    override func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeues.append("header \(identifier)")
        return super.dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }
}

/// A cell overriding read-only properties UIKit declares `open`.
final class ReadOnlyOverridesCell: UITableViewCell {
    override var reuseIdentifier: String? { "fixed" }
    override var editingStyle: EditingStyle { .insert }
}

/// A controller overriding the trait members apps override: a forced appearance and the
/// trait-change callback.
final class DarkOnlyController: UIViewController {
    private(set) var traitChanges = 0

    override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { .dark }
        set {}
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges += 1
    }
}

/// A label subclass as apps write them for Dynamic Type: always adjusting to the text size.
final class CaptionLabel: UILabel {
    override var adjustsFontForContentSizeCategory: Bool {
        get { true }
        set {}
    }
}

/// Font metrics subclassed to add a point to every scaled value.
final class PaddedFontMetrics: UIFontMetrics {
    override func scaledValue(for value: CGFloat) -> CGFloat {
        super.scaledValue(for: value) + 1
    }
}

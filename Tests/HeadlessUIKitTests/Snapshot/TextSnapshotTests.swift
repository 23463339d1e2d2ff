import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// The text snapshot: one line per view a user sees, with what the user sees of it.
@MainActor @Suite struct TextSnapshotTests {
    @Test func labelLineGivesFrameTextFontAndColor() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 120, height: 21))
        label.text = "Hello"
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = .secondaryLabel
        root.addSubview(label)

        #expect(root.headlessTextSnapshot() == """
            UIView frame=(0, 0, 200, 100) background=.white
              UILabel frame=(10, 20, 120, 21) text="Hello" font="17pt semibold" color=.secondaryLabel

            """)
    }

    @Test func colorsUseUIKitNamesElseRGBA() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let named = UIView(frame: root.bounds)
        named.backgroundColor = .systemBlue.withAlphaComponent(0.5)
        let custom = UIView(frame: root.bounds)
        custom.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 1)
        root.addSubview(named)
        root.addSubview(custom)

        let lines = root.headlessTextSnapshot().split(separator: "\n")
        #expect(lines[1].hasSuffix("background=.systemBlue alpha 0.5"))
        #expect(lines[2].hasSuffix("background=rgba(255, 128, 64, 1)"))
    }

    @Test func tableRowsAreNamedByIndexPathWithHeadersFootersSeparatorsAndSectionIndex() {
        let screen = SnapshotFixtureScreen.laidOut()
        let text = screen.tableView.headlessTextSnapshot()

        #expect(text.hasPrefix("UITableView frame=(0, 0, 390, 300) style=plain separatorColor=.separator\n  section index: [\"A\", \"B\"]\n"))
        #expect(text.contains("\n  header 0: UITableViewHeaderFooterView frame=(0, 0, 390, 28)\n"))
        #expect(text.contains("\n  row 0.1: UITableViewCell frame=(0, 72, 390, 44) accessory=checkmark separatorInset=(0, 15, 0, 0)\n"))
        #expect(text.contains("UILabel frame=(15, 0, 360, 44) text=\"Apricot\" font=\"17pt regular\" color=.label"))
        #expect(text.contains("\n  footer 1: UITableViewHeaderFooterView"))
        // Rows, headers and footers from top to bottom, whatever their order among subviews.
        let roles = text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard let colon = trimmed.firstIndex(of: ":"), !trimmed.hasPrefix("section") else { return nil }
            return String(trimmed[..<colon])
        }
        // Section 0 has no footer title; section 1's footer floats at the table's bottom edge.
        expectEqual(roles, ["header 0", "row 0.0", "row 0.1", "header 1", "row 1.0", "row 1.1", "row 1.2", "footer 1"], "\(text)")
    }

    @Test func controlsShowTheirValuesAndState() {
        let screen = SnapshotFixtureScreen.laidOut()
        screen.stepper.isEnabled = false
        let text = screen.controls.headlessTextSnapshot()

        #expect(text.contains("UISwitch frame=(16, 12, 51, 31) isOn=true"))
        #expect(text.contains("UISegmentedControl frame=(90, 12, 160, 32) segments=[\"Day\", *\"Week\"]"))
        #expect(text.contains("UIStepper frame=(270, 12, 94, 32) value=3 range=0...100 state=[disabled]"))
        #expect(text.contains("UISlider frame=(16, 60, 200, 30) value=0.25 range=0...1"))
        #expect(text.contains("UIImageView frame=(326, 56, 40, 40) symbol=\"person.circle\""))
        #expect(text.contains("UILabel frame=(230, 60, 80, 30) background=.systemRed cornerRadius=8 text=\"NEW\""))
    }

    @Test func accessibilityLabelsAndTraitsAreGiven() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        button.setImage(UIImage(systemName: "trash"), for: .normal)
        button.accessibilityLabel = "Delete"
        root.addSubview(button)

        let line = root.headlessTextSnapshot().split(separator: "\n")[1]
        #expect(line.contains("a11yLabel=\"Delete\""))
        #expect(line.contains("a11yTraits=[button]"))
    }

    @Test func hiddenViewsAreLeftOutOrMarked() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let hidden = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        hidden.text = "Secret"
        hidden.isHidden = true
        root.addSubview(hidden)

        expectEqual(root.headlessTextSnapshot(), "UIView frame=(0, 0, 100, 100)\n")
        var options = HeadlessSnapshotOptions()
        options.hiddenViews = .marked
        expectEqual(root.headlessTextSnapshot(options: options), "UIView frame=(0, 0, 100, 100)\n  UILabel frame=(0, 0, 50, 20) (hidden)\n")
    }

    @Test func viewsOutsideTheRootAreLeftOutOrMarked() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(UIView(frame: CGRect(x: 150, y: 0, width: 20, height: 20)))

        expectEqual(root.headlessTextSnapshot(), "UIView frame=(0, 0, 100, 100)\n")
        var options = HeadlessSnapshotOptions()
        options.offscreenViews = .marked
        expectEqual(root.headlessTextSnapshot(options: options), "UIView frame=(0, 0, 100, 100)\n  UIView frame=(150, 0, 20, 20) (offscreen)\n")
    }

    @Test func contentOnlyOptionsLeaveOutFramesColorsAndAccessibility() {
        let screen = SnapshotFixtureScreen.laidOut()
        let text = screen.tableView.headlessTextSnapshot(options: .contentOnly)

        #expect(!text.contains("frame="))
        #expect(!text.contains("color="))
        #expect(text.contains("row 0.0: UITableViewCell separatorInset=(0, 15, 0, 0)\n    UITableViewCellContentView\n      UILabel text=\"Apple\" font=\"17pt regular\"\n"))
    }

    @Test func controllerSnapshotNamesTheController() {
        let text = SnapshotFixtureScreen.laidOut().headlessTextSnapshot()
        #expect(text.hasPrefix("view of SnapshotFixtureScreen: UIView frame=(0, 0, 390, 420) background=.systemBackground\n"))
    }

    @Test func snapshotIsTheSameForTheSameScreen() {
        let first = SnapshotFixtureScreen.laidOut().headlessTextSnapshot()
        let second = SnapshotFixtureScreen.laidOut().headlessTextSnapshot()
        expectEqual(first, second)
        #expect(!first.contains("0x"), "no addresses")
    }
}

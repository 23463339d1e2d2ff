import Expectations
import Foundation
import HeadlessUIKit
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The SVG picture: well-formed, deterministic, and drawn from what HeadlessUIKit computed.
@MainActor @Suite struct SVGSnapshotTests {
    /// The elements of an SVG document, parsed with Foundation's XML parser.
    final class Elements: NSObject, XMLParserDelegate {
        private(set) var elements: [(name: String, attributes: [String: String], text: String)] = []
        private var text = ""

        static func parse(_ svg: String) throws -> [(name: String, attributes: [String: String], text: String)] {
            let parser = XMLParser(data: Data(svg.utf8))
            let delegate = Elements()
            parser.delegate = delegate
            guard parser.parse() else {
                throw parser.parserError ?? CocoaError(.propertyListReadCorrupt)
            }
            return delegate.elements
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append((name, attributes, ""))
            text = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if let index = elements.lastIndex(where: { $0.name == name }), elements[index].text.isEmpty {
                elements[index].text = text
            }
            text = ""
        }
    }

    @Test func pictureIsWellFormedSVGTheSizeOfTheView() throws {
        let screen = SnapshotFixtureScreen.laidOut()
        let elements = try Elements.parse(screen.headlessSVGSnapshot())

        expectEqual(elements.first?.name, "svg")
        expectEqual(elements.first?.attributes["width"], "390")
        expectEqual(elements.first?.attributes["height"], "420")
        expectEqual(elements.first?.attributes["xmlns"], "http://www.w3.org/2000/svg")
        let texts = elements.filter { $0.name == "text" }.map(\.text)
        for shown in ["Apple", "Apricot", "Banana", "A", "B", "NEW", "Day", "Week", "+", "−"] {
            #expect(texts.contains(shown), "\(shown) is drawn")
        }
    }

    @Test func labelTextIsWrappedAndTruncatedAsLaidOut() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        label.font = .systemFont(ofSize: 10)  // 5 points a character: 10 characters a line
        label.numberOfLines = 2
        label.text = "abcdefghijklmnopqrstuvwxy"
        root.addSubview(label)

        let lines = try Elements.parse(root.headlessSVGSnapshot()).filter { $0.name == "text" }
        expectEqual(lines.map(\.text), ["abcdefghij", "klmnopqrs…"])
        expectEqual(lines.map { $0.attributes["textLength"] }, ["50", "50"])
        expectEqual(lines.map { $0.attributes["font-size"] }, ["10", "10"])
        // Two 12-point lines centered in 40 points: baselines at 8 + 9.5 and 20 + 9.5.
        expectEqual(lines.map { $0.attributes["y"] }, ["17.5", "29.5"])
    }

    @Test func alignmentAndWeightFollowTheLabel() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.font = .systemFont(ofSize: 10, weight: .bold)
        label.textAlignment = .center
        label.text = "Title"
        root.addSubview(label)

        let text = try #require(try Elements.parse(root.headlessSVGSnapshot()).first { $0.name == "text" })
        expectEqual(text.attributes["x"], "37.5")
        expectEqual(text.attributes["font-weight"], "700")
    }

    @Test func darkModeResolvesColorsWithTheViewsTraits() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.headlessTraitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        label.text = "Night"
        window.addSubview(label)

        let elements = try Elements.parse(window.headlessSVGSnapshot())
        expectEqual(elements.first { $0.name == "rect" }?.attributes["fill"], "#000000", "the screen is .systemBackground, dark")
        expectEqual(elements.first { $0.name == "text" }?.attributes["fill"], "#ffffff", "the text is .label, dark")
    }

    @Test func dynamicTypeDrawsTheLargerFont() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Large"
        window.addSubview(label)
        window.headlessTraitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)

        let text = try #require(try Elements.parse(window.headlessSVGSnapshot()).first { $0.name == "text" })
        let size = try #require(text.attributes["font-size"].flatMap(Double.init))
        #expect(size > 17)
        expectEqual(size, Double(label.font.pointSize))
    }

    @Test func tableSeparatorsAreDrawnUnderRowsAtTheirInset() throws {
        let screen = SnapshotFixtureScreen.laidOut()
        let lines = try Elements.parse(screen.tableView.headlessSVGSnapshot()).filter { $0.name == "line" }
        // Section 0 has two rows, section 1 three: one and two separators.
        expectEqual(lines.count, 3)
        expectEqual(lines.first?.attributes["x1"], "15")
        expectEqual(lines.first?.attributes["y1"], "71.75")
    }

    @Test func navigationBarShowsTitleAndBarButtons() throws {
        let content = UIViewController()
        content.title = "Inbox"
        content.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: content)
        navigation.loadViewIfNeeded()
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        navigation.view.layoutIfNeeded()

        let texts = try Elements.parse(navigation.headlessSVGSnapshot()).filter { $0.name == "text" }
        #expect(texts.contains { $0.text == "Inbox" && $0.attributes["font-weight"] == "600" })
        #expect(texts.contains { $0.text == "Edit" && $0.attributes["fill"] == "#007aff" })
        #expect(navigation.headlessTextSnapshot().contains("UINavigationBar frame=(0, 0, 390, 44) title=\"Inbox\" right=[\"Edit\"]"))
    }

    @Test func toolbarShowsItsItemsWithFlexibleSpacesSharingTheRoom() throws {
        let content = UIViewController()
        content.toolbarItems = [
            UIBarButtonItem(title: "Select All", style: .plain, target: nil, action: nil),
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(title: "Delete", style: .plain, target: nil, action: nil),
        ]
        let navigation = UINavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        navigation.loadViewIfNeeded()
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        navigation.view.layoutIfNeeded()

        let texts = try Elements.parse(navigation.headlessSVGSnapshot()).filter { $0.name == "text" }
        let selectAll = try #require(texts.first { $0.text == "Select All" })
        let delete = try #require(texts.first { $0.text == "Delete" })
        expectEqual(selectAll.attributes["x"], "16")
        // "Delete" is 6 characters of 8.5 points: it ends at the toolbar's trailing margin.
        expectEqual(delete.attributes["x"], "323")
        #expect(navigation.headlessTextSnapshot().contains("items=[\"Select All\", .flexibleSpace, \"Delete\"]"))
    }

    @Test func pictureIsTheSameForTheSameScreen() {
        expectEqual(SnapshotFixtureScreen.laidOut().headlessSVGSnapshot(), SnapshotFixtureScreen.laidOut().headlessSVGSnapshot())
    }
}

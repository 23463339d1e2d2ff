import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct AssetTests {
    @Test func aDeclaredDataSetIsFoundByNameWithItsContentsAndType() throws {
        let json = Data(#"{"Gryffindor": ["Harry", "Hermione"]}"#.utf8)
        NSDataAsset.registerHeadlessData(named: "AssetTests.students", in: nil, typeIdentifier: "public.json", json)
        defer { NSDataAsset.unregisterHeadlessData(named: "AssetTests.students", in: nil) }

        let asset = try #require(NSDataAsset(name: "AssetTests.students"))
        #expect(asset.name == "AssetTests.students")
        #expect(asset.data == json)
        #expect(asset.typeIdentifier == "public.json")
        #expect(try JSONDecoder().decode([String: [String]].self, from: asset.data) == ["Gryffindor": ["Harry", "Hermione"]])
        #expect(NSDataAsset(name: "AssetTests.students", bundle: .main)?.data == json)
        #expect(asset.copy() as? NSDataAsset === asset)
    }

    @Test func aMissingDataSetFailsAsUIKitDoes() {
        #expect(NSDataAsset(name: "AssetTests.missing") == nil)
        NSDataAsset.registerHeadlessData(named: "AssetTests.elsewhere", in: Bundle(path: "/tmp"), typeIdentifier: "public.data", Data([1]))
        defer { NSDataAsset.unregisterHeadlessData(named: "AssetTests.elsewhere", in: Bundle(path: "/tmp")) }
        #expect(NSDataAsset(name: "AssetTests.elsewhere") == nil)
        #expect(NSDataAsset(name: "AssetTests.elsewhere", bundle: Bundle(path: "/tmp")!)?.data == Data([1]))
    }

    @Test func declaringADataSetAgainReplacesItsContents() {
        NSDataAsset.registerHeadlessData(named: "AssetTests.config", in: nil, typeIdentifier: "public.json", Data("1".utf8))
        NSDataAsset.registerHeadlessData(named: "AssetTests.config", in: nil, typeIdentifier: "public.plain-text", Data("2".utf8))
        defer { NSDataAsset.unregisterHeadlessData(named: "AssetTests.config", in: nil) }
        #expect(NSDataAsset(name: "AssetTests.config")?.data == Data("2".utf8))
        #expect(NSDataAsset(name: "AssetTests.config")?.typeIdentifier == "public.plain-text")
    }

    @Test func aPatternColorKeepsItsImageAndHasNoRGBComponents() throws {
        let paper = try #require(UIImage(named: "textured_paper"))
        let color = UIColor(patternImage: paper)
        #expect(color.headlessPatternImage == paper)
        #expect(UIColor.red.headlessPatternImage == nil)

        var red: CGFloat = -1, white: CGFloat = -1, hue: CGFloat = -1
        #expect(!color.getRed(&red, green: nil, blue: nil, alpha: nil))
        #expect(!color.getWhite(&white, alpha: nil))
        #expect(!color.getHue(&hue, saturation: nil, brightness: nil, alpha: nil))
        #expect(red == -1 && white == -1 && hue == -1)
    }

    @Test func patternColorsAreEqualWhenTheirImagesAndOpacitiesAre() throws {
        let paper = try #require(UIImage(named: "textured_paper"))
        let grunge = try #require(UIImage(named: "mochaGrunge"))
        #expect(UIColor(patternImage: paper) == UIColor(patternImage: paper))
        #expect(UIColor(patternImage: paper).hash == UIColor(patternImage: paper).hash)
        #expect(UIColor(patternImage: paper) != UIColor(patternImage: grunge))
        #expect(UIColor(patternImage: paper) != UIColor.black)

        let faded = UIColor(patternImage: paper).withAlphaComponent(0.5)
        #expect(faded.headlessPatternImage == paper)
        #expect(faded != UIColor(patternImage: paper))
        #expect(faded.cgColor.alpha == 0.5)
        #expect(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === faded)
    }

    @Test func aViewKeepsAPatternBackground() throws {
        let view = UIView()
        view.backgroundColor = UIColor(patternImage: try #require(UIImage(named: "textured_paper")))
        #expect(view.backgroundColor?.headlessPatternImage?.headlessName == "textured_paper")
    }
}

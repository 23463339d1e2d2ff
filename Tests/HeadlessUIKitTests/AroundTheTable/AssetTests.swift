import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct AssetTests {
    @Test func aDeclaredDataSetIsFoundByNameWithItsContentsAndType() throws {
        let json = Data(#"{"Gryffindor": ["Harry", "Hermione"]}"#.utf8)
        NSDataAsset.registerHeadlessData(named: "AssetTests.students", in: nil, typeIdentifier: "public.json", json)
        defer { NSDataAsset.unregisterHeadlessData(named: "AssetTests.students", in: nil) }

        let asset = try #require(NSDataAsset(name: "AssetTests.students"))
        expectEqual(asset.name, "AssetTests.students")
        expectEqual(asset.data, json)
        expectEqual(asset.typeIdentifier, "public.json")
        try expectEqual(JSONDecoder().decode([String: [String]].self, from: asset.data), ["Gryffindor": ["Harry", "Hermione"]])
        expectEqual(NSDataAsset(name: "AssetTests.students", bundle: .main)?.data, json)
        expectIdentical(asset.copy() as? NSDataAsset, asset)
    }

    @Test func aMissingDataSetFailsAsUIKitDoes() {
        expectNil(NSDataAsset(name: "AssetTests.missing"))
        NSDataAsset.registerHeadlessData(named: "AssetTests.elsewhere", in: Bundle(path: "/tmp"), typeIdentifier: "public.data", Data([1]))
        defer { NSDataAsset.unregisterHeadlessData(named: "AssetTests.elsewhere", in: Bundle(path: "/tmp")) }
        expectNil(NSDataAsset(name: "AssetTests.elsewhere"))
        expectEqual(NSDataAsset(name: "AssetTests.elsewhere", bundle: Bundle(path: "/tmp")!)?.data, Data([1]))
    }

    @Test func declaringADataSetAgainReplacesItsContents() {
        NSDataAsset.registerHeadlessData(named: "AssetTests.config", in: nil, typeIdentifier: "public.json", Data("1".utf8))
        NSDataAsset.registerHeadlessData(named: "AssetTests.config", in: nil, typeIdentifier: "public.plain-text", Data("2".utf8))
        defer { NSDataAsset.unregisterHeadlessData(named: "AssetTests.config", in: nil) }
        expectEqual(NSDataAsset(name: "AssetTests.config")?.data, Data("2".utf8))
        expectEqual(NSDataAsset(name: "AssetTests.config")?.typeIdentifier, "public.plain-text")
    }

    @Test func aPatternColorKeepsItsImageAndHasNoRGBComponents() throws {
        let paper = try #require(UIImage(named: "textured_paper"))
        let color = UIColor(patternImage: paper)
        expectEqual(color.headlessPatternImage, paper)
        expectNil(UIColor.red.headlessPatternImage)

        var red: CGFloat = -1, white: CGFloat = -1, hue: CGFloat = -1
        #expect(!color.getRed(&red, green: nil, blue: nil, alpha: nil))
        #expect(!color.getWhite(&white, alpha: nil))
        #expect(!color.getHue(&hue, saturation: nil, brightness: nil, alpha: nil))
        #expect(red == -1 && white == -1 && hue == -1)
    }

    @Test func patternColorsAreEqualWhenTheirImagesAndOpacitiesAre() throws {
        let paper = try #require(UIImage(named: "textured_paper"))
        let grunge = try #require(UIImage(named: "mochaGrunge"))
        expectEqual(UIColor(patternImage: paper), UIColor(patternImage: paper))
        expectEqual(UIColor(patternImage: paper).hash, UIColor(patternImage: paper).hash)
        expectNotEqual(UIColor(patternImage: paper), UIColor(patternImage: grunge))
        expectNotEqual(UIColor(patternImage: paper), UIColor.black)

        let faded = UIColor(patternImage: paper).withAlphaComponent(0.5)
        expectEqual(faded.headlessPatternImage, paper)
        expectNotEqual(faded, UIColor(patternImage: paper))
        expectEqual(faded.cgColor.alpha, 0.5)
        expectIdentical(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), faded)
    }

    @Test func aViewKeepsAPatternBackground() throws {
        let view = UIView()
        view.backgroundColor = UIColor(patternImage: try #require(UIImage(named: "textured_paper")))
        expectEqual(view.backgroundColor?.headlessPatternImage?.headlessName, "textured_paper")
    }
}

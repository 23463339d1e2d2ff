import Expectations
import Foundation
import Testing
import HeadlessUIKit

/// Drag and drop sessions answer from their items' providers.
@MainActor @Suite struct DragDropSessionTests {
    @Test func stringProviderRegistersPlainTextType() {
        let provider = NSItemProvider(object: "Hello" as NSString)

        expectEqual(provider.registeredTypeIdentifiers, ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.utf8-plain-text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.png"))
    }

    /// Apple's `loadObject(ofClass:completionHandler:)`, in its class form and in the overlay's
    /// form for bridged Swift values, as a drop delegate reads a dropped string.
    @Test func providerLoadsObjectsOfAClassOrABridgedValue() {
        let provider = NSItemProvider(object: "Butter" as NSString)
        var loaded: [String?] = []
        var errors: [(any Error)?] = []

        provider.loadObject(ofClass: NSString.self) { object, error in
            loaded.append((object as? NSString).map { String($0) })
            errors.append(error)
        }
        let progress = provider.loadObject(ofClass: String.self) { string, error in
            loaded.append(string)
            errors.append(error)
        }

        expectEqual(loaded, ["Butter", "Butter"])
        #expect(errors.allSatisfy { $0 == nil })
        #expect(progress.isFinished)
        #expect(provider.canLoadObject(ofClass: String.self))
    }

    @Test func providerWithoutTheClassReportsAnItemProviderError() {
        var result: (String?, NSError?)?
        _ = NSItemProvider().loadObject(ofClass: String.self) { string, error in
            result = (string, error as NSError?)
        }
        expectNil(result?.0)
        expectEqual(result?.1?.domain, "NSItemProviderErrorDomain")
        expectEqual(result?.1?.code, -1000)
    }

    @Test func fileProviderRequiresFileURL() throws {
        let file = try #require(NSItemProvider(contentsOf: URL(fileURLWithPath: "/tmp/photo.jpg")))

        expectEqual(file.suggestedName, "photo.jpg")
        try expectNil(NSItemProvider(contentsOf: #require(URL(string: "https://example.com/a"))))
    }

    @Test func sessionMatchesTypesAndReadableClassesOfItsItems() {
        let text = UIDragItem(itemProvider: NSItemProvider(object: "Hello" as NSString))
        let session = HeadlessDragSession(items: [text, UIDragItem(itemProvider: NSItemProvider())])

        #expect(session.hasItemsConforming(toTypeIdentifiers: ["public.png", "public.utf8-plain-text"]))
        #expect(!session.hasItemsConforming(toTypeIdentifiers: ["public.png"]))
        #expect(session.canLoadObjects(ofClass: PlainTextNote.self))
    }

    @Test func dropSessionLoadsObjectsOfTheRequestedClassConvertingThroughData() {
        let note = PlainTextNote(text: "Milk")
        let session = HeadlessDropSession(items: [
            UIDragItem(itemProvider: NSItemProvider(object: note)),
            UIDragItem(itemProvider: NSItemProvider(object: "Eggs" as NSString)),
        ])
        var loaded: [PlainTextNote] = []

        let progress = session.loadObjects(ofClass: PlainTextNote.self) { objects in
            loaded = objects.compactMap { $0 as? PlainTextNote }
        }

        expectEqual(loaded.map(\.text), ["Milk", "Eggs"])
        #expect(progress.isFinished)
        expectIdentical(session.progress, progress)
    }

    @Test func stringsLoadThroughTheirBridgedClass() {
        let session = HeadlessDropSession(items: [
            UIDragItem(itemProvider: NSItemProvider(object: "Eggs" as NSString)),
            UIDragItem(itemProvider: NSItemProvider(object: PlainTextNote(text: "Milk"))),
            UIDragItem(itemProvider: NSItemProvider()),
        ])
        var strings: [String] = []

        #expect(session.canLoadObjects(ofClass: String.self))
        _ = session.loadObjects(ofClass: String.self) { strings = $0 }

        expectEqual(strings, ["Eggs", "Milk"])
        #expect(!HeadlessDragSession(items: [UIDragItem(itemProvider: NSItemProvider())]).canLoadObjects(ofClass: String.self))
    }

    @Test func stringReadsUTF8DataAndRejectsOtherBytes() throws {
        let text = try NSString.object(withItemProviderData: Data("Tea".utf8), typeIdentifier: "public.utf8-plain-text")
        expectEqual(text as String, "Tea")
        #expect(throws: CocoaError.self) {
            try NSString.object(withItemProviderData: Data([0xFF, 0xFE, 0xFD]), typeIdentifier: "public.utf8-plain-text")
        }
    }

    @Test func dragSessionKeepsLocalContextAndLocation() {
        let session = HeadlessDragSession(location: CGPoint(x: 5, y: 6))
        session.localContext = "reordering"

        expectEqual(session.localContext as? String, "reordering")
        expectEqual(session.location(in: UIView()), CGPoint(x: 5, y: 6))
        #expect(session.allowsMoveOperation)
        #expect(!session.isRestrictedToDraggingApplication)
    }
}

/// A model that reads and writes itself as plain text.
private final class PlainTextNote: NSObject, NSItemProviderReading, NSItemProviderWriting {
    let text: String

    init(text: String) {
        self.text = text
    }

    static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }

    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        Self(text: String(decoding: data, as: UTF8.self))
    }

    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(text.utf8), nil)
        return nil
    }
}

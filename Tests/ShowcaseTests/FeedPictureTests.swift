import Expectations
import Foundation
import Testing
@testable import Showcase

/// The README's picture of the feed screen, `Docs/Images/feed.svg`, must be the picture the
/// showcase draws now, and `--svg` must write one well-formed picture per scripted step.
///
/// After an intended change, regenerate the picture with
/// `swift run Showcase --svg /tmp/showcase-svg && cp /tmp/showcase-svg/01-load-the-screen.svg Docs/Images/feed.svg`
/// and review it.
@MainActor @Suite struct FeedPictureTests {
    /// The checked-in picture, found from this file's place in the repository.
    private static let checkedInPicture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Docs/Images/feed.svg")

    @Test func checkedInFeedPictureIsCurrent() throws {
        let expected = try String(contentsOf: Self.checkedInPicture, encoding: .utf8)
        let actual = try StepPictures.feedPicture()
        let diff = LineDiff.unified(expected: expected, actual: actual)
        #expect(diff.isEmpty, "Docs/Images/feed.svg is stale (- checked in, + drawn now); regenerate it as this suite's documentation says:\n\(diff)")
    }

    @Test func svgOptionWritesOnePicturePerScriptedStep() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-svg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try StepPictures.write(to: folder)

        expectEqual(written.count, ScriptedSession.steps.count + ScriptedSession.diffableSteps.count)
        expectEqual(written.first?.lastPathComponent, "01-load-the-screen.svg")
        for url in written {
            let svg = try String(contentsOf: url, encoding: .utf8)
            #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
            #expect(svg.hasSuffix("</svg>\n"))
        }
        let picture = try String(contentsOf: written[0], encoding: .utf8)
        #expect(picture.contains(">Ada</text>") && picture.contains(">FEED</text>"))
    }

    @Test func stepFileNamesAreNumberedSlugs() {
        expectEqual(StepPictures.fileName(forStepTitled: "5. Scroll back to the top and tap Grace's video post"), "05-scroll-back-to-the-top-and-tap-grace.svg")
        expectEqual(StepPictures.fileName(forStepTitled: "10. Apply the refreshed snapshot: insertions"), "10-apply-the-refreshed-snapshot-insertions.svg")
    }
}

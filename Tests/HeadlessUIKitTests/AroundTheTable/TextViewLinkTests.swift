import Expectations
import Foundation
import Testing
import UIKit

/// A sign-up footer whose "Terms" link the app opens itself and whose "Help" link Safari opens,
/// with the iOS 10 delegate method.
private final class TermsFooterDelegate: NSObject, UITextViewDelegate {
    private(set) var shownInApp: [URL] = []

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        guard URL.host == "example.com", URL.path == "/terms" else { return true }
        shownInApp.append(URL)
        return false
    }
}

/// A delegate written for iOS 7, before the interaction parameter.
private final class LegacyLinkDelegate: NSObject, UITextViewDelegate {
    private(set) var asked: [NSRange] = []

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
        asked.append(characterRange)
        return false
    }
}

/// Links in text views, tapped as users tap them.
@MainActor @Suite struct TextViewLinkTests {
    private func footer() -> UITextView {
        let text = NSMutableAttributedString(string: "I accept the ")
        text.append(NSAttributedString(string: "Terms", attributes: [.link: URL(string: "https://example.com/terms")!]))
        text.append(NSAttributedString(string: ". "))
        text.append(NSAttributedString(string: "Help", attributes: [.link: "https://example.com/help"]))
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        view.isEditable = false
        view.attributedText = text
        return view
    }

    @Test func theDelegateDecidesWhichLinksOpen() {
        let view = footer()
        let delegate = TermsFooterDelegate()
        view.delegate = delegate

        let opened = UIApplication.shared.headlessRecordingOpenedURLs {
            #expect(view.simulateTapOnLink("Terms"))
            #expect(view.simulateTapOnLink("Help"))
            #expect(!view.simulateTapOnLink("accept"), "not a link")
        }

        expectEqual(delegate.shownInApp.map(\.absoluteString), ["https://example.com/terms"])
        expectEqual(opened.map(\.absoluteString), ["https://example.com/help"])
    }

    @Test func aDelegateWrittenForIOS7IsAskedThroughTheNewerMethod() {
        let view = footer()
        let delegate = LegacyLinkDelegate()
        view.delegate = delegate

        let opened = UIApplication.shared.headlessRecordingOpenedURLs { view.simulateTapOnLink("Terms") }

        expectEqual(delegate.asked, [NSRange(location: 13, length: 5)])
        #expect(opened.isEmpty)
    }

    @Test func linksInAnEditableTextViewDoNotReact() {
        let view = footer()
        view.isEditable = true

        let opened = UIApplication.shared.headlessRecordingOpenedURLs {
            #expect(!view.simulateTapOnLink("Terms"))
        }

        #expect(opened.isEmpty)
    }
}

import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct SearchBarImageTests {
    @Test func iconImagesFallBackToTheNormalState() throws {
        let bar = UISearchBar()
        let glass = try #require(UIImage(systemName: "sparkle.magnifyingglass"))
        expectNil(bar.image(for: .search, state: .normal))
        bar.setImage(glass, for: .search, state: .normal)
        expectEqual(bar.image(for: .search, state: .highlighted), glass)
        expectNil(bar.image(for: .clear, state: .normal))
        bar.setPositionAdjustment(UIOffset(horizontal: 4, vertical: 0), for: .search)
        expectEqual(bar.positionAdjustment(for: .search), UIOffset(horizontal: 4, vertical: 0))
        expectEqual(bar.positionAdjustment(for: .bookmark), .zero)
    }

    @Test func barImagesStyleAndTextAdjustmentAreKept() {
        let bar = UISearchBar()
        expectEqual(bar.barStyle, .default)
        expectEqual(bar.searchTextPositionAdjustment, .zero)
        bar.barStyle = .black
        bar.backgroundImage = UIImage()
        bar.scopeBarBackgroundImage = UIImage(named: "scope")
        bar.searchTextPositionAdjustment = UIOffset(horizontal: 8, vertical: 0)
        expectEqual(bar.barStyle, .black)
        expectNotNil(bar.backgroundImage)
        expectEqual(bar.scopeBarBackgroundImage?.headlessName, "scope")
        expectEqual(bar.searchTextPositionAdjustment.horizontal, 8)
    }
}

/// A delegate refusing to pop the root item and recording the calls.
private final class BarRecorder: NSObject, UINavigationBarDelegate {
    var calls: [String] = []

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        calls.append("shouldPop \(item.title ?? "")")
        return navigationBar.items?.count ?? 0 > 1
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        calls.append("didPush \(item.title ?? "")")
    }
}

@MainActor @Suite struct NavigationBarDelegateTests {
    @Test func pushAndPopAskAndTellTheDelegate() {
        let bar = UINavigationBar()
        let recorder = BarRecorder()
        bar.delegate = recorder
        bar.pushItem(UINavigationItem(title: "Root"), animated: false)
        bar.pushItem(UINavigationItem(title: "Detail"), animated: true)
        expectEqual(bar.popItem(animated: true)?.title, "Detail")
        expectNil(bar.popItem(animated: true))
        expectEqual(bar.topItem?.title, "Root")
        expectEqual(recorder.calls, ["didPush Root", "didPush Detail", "shouldPop Detail", "shouldPop Root"])
    }
}

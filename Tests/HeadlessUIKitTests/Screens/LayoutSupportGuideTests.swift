import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A list screen written before iOS 11, as upstream-era apps still carry it: a banner pinned
/// under `topLayoutGuide` and a toolbar over `bottomLayoutGuide`, the table inset by their lengths.
@available(*, deprecated, message: "Uses topLayoutGuide and bottomLayoutGuide on purpose, as pre-iOS 11 code does.")
private final class LegacyListController: UIViewController {
    let banner = UIView()
    let toolbar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for bar in [banner, toolbar] {
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
        }
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 30),
            toolbar.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    var lengths: (top: CGFloat, bottom: CGFloat) { (topLayoutGuide.length, bottomLayoutGuide.length) }
    var guidesAreStable: Bool { topLayoutGuide === topLayoutGuide && bottomLayoutGuide !== topLayoutGuide }
}

@MainActor @Suite struct LayoutSupportGuideTests {
    @available(*, deprecated, message: "Reads the deprecated layout guides on purpose.")
    @Test func theGuidesAreTheStripsOutsideTheSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = LegacyListController()
        // The navigation bar insets the top; a strip the app keeps clear, the bottom.
        list.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        let safeArea = list.view.safeAreaInsets
        #expect(safeArea.top > 0 && safeArea.bottom > 0)
        expectEqual(list.lengths.top, safeArea.top)
        expectEqual(list.lengths.bottom, safeArea.bottom)
        expectEqual(list.banner.frame, CGRect(x: 0, y: safeArea.top, width: 390, height: 30))
        expectEqual(list.toolbar.frame.maxY, list.view.bounds.height - safeArea.bottom)
        #expect(list.guidesAreStable)
    }
}

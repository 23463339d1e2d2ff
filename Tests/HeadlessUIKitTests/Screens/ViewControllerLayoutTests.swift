import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A profile screen that sizes its table header from its content in `viewDidLayoutSubviews`, as
/// apps do on iOS.
private final class ProfileController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let header = UIView()
    let bio = UILabel()
    private(set) var layoutCalls: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        bio.numberOfLines = 0
        bio.font = .preferredFont(forTextStyle: .body)
        bio.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(bio)
        NSLayoutConstraint.activate([
            bio.topAnchor.constraint(equalTo: header.topAnchor, constant: 12),
            bio.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
            bio.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            bio.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
        ])
        tableView.tableHeaderView = header
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutCalls.append("will")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutCalls.append("did")
        let size = header.systemLayoutSizeFitting(
            CGSize(width: tableView.bounds.width, height: 0),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        )
        guard header.frame.size != size else { return }
        header.frame.size = size
        tableView.tableHeaderView = header
    }
}

@MainActor @Suite struct ViewControllerLayoutTests {
    @Test func everyLayoutPassOfTheRootViewReachesTheController() {
        let screen = ProfileController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        expectEqual(screen.layoutCalls, ["will", "did"])

        screen.view.setNeedsLayout()
        screen.view.layoutIfNeeded()
        expectEqual(screen.layoutCalls, ["will", "did", "will", "did"])

        screen.view.layoutIfNeeded()
        expectEqual(screen.layoutCalls.count, 4, "no pass is pending, so the controller is not called")
    }

    @Test func aHeaderSizedInViewDidLayoutSubviewsFollowsItsContentAndARotation() {
        let screen = ProfileController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        screen.bio.text = String(repeating: "Writes about tables. ", count: 8)
        window.makeKeyAndVisible()
        let long = screen.header.frame.height
        #expect(long == 24 + screen.bio.frame.height && screen.bio.frame.height > 2 * screen.bio.font.lineHeight)
        expectEqual(screen.tableView.contentSize.height, long, "the table makes room for the resized header")

        screen.bio.text = "Short."
        screen.view.setNeedsLayout()
        screen.view.layoutIfNeeded()
        expectEqual(screen.header.frame.height, 24 + screen.bio.font.lineHeight)
        expectEqual(screen.tableView.contentSize.height, screen.header.frame.height)

        screen.bio.text = String(repeating: "Writes about tables. ", count: 8)
        window.simulateSizeTransition(to: CGSize(width: 844, height: 390))
        expectEqual(screen.header.frame.width, 844)
        #expect(screen.header.frame.height < long, "wider, the bio wraps onto fewer lines")
        expectEqual(screen.header.frame.height, 24 + screen.bio.frame.height)
    }
}

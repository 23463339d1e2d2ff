import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct NibTests {
    final class PostCell: UITableViewCell {
        var titleLabel: UILabel?
        var awakeCount = 0
        override func awakeFromNib() {
            super.awakeFromNib()
            awakeCount += 1
        }
    }

    @Test func declaredNibExistsAndInstantiatesWithOutletsAndAwake() throws {
        let name = "NibTests.PostCell.declared"
        #expect(!UINib.headlessNibExists(named: name, in: nil))
        UINib.registerHeadlessNib(named: name, bundle: nil) { _ in
            let cell = PostCell(style: .default, reuseIdentifier: nil)
            let label = UILabel()
            cell.contentView.addSubview(label)
            cell.titleLabel = label
            return [cell]
        }
        defer { UINib.unregisterHeadlessNib(named: name, bundle: nil) }
        #expect(UINib.headlessNibExists(named: name, in: .main))
        let objects = UINib(nibName: name, bundle: nil).instantiate(withOwner: nil, options: nil)
        let cell = try #require(objects.first as? PostCell)
        expectEqual(cell.awakeCount, 1)
        expectIdentical(cell.titleLabel?.superview, cell.contentView)
    }

    @Test func nibDeclaredInOneBundleIsNotFoundInAnother() throws {
        let name = "NibTests.PostCell.otherBundle"
        let other = try #require(Bundle(path: NSTemporaryDirectory()))
        try #require(other.bundlePath != Bundle.main.bundlePath)
        UINib.registerHeadlessNib(named: name, bundle: other) { _ in [PostCell(style: .default, reuseIdentifier: nil)] }
        defer { UINib.unregisterHeadlessNib(named: name, bundle: other) }
        #expect(UINib.headlessNibExists(named: name, in: other))
        #expect(!UINib.headlessNibExists(named: name, in: nil))
        #expect(!UINib.headlessNibExists(named: name + ".missing", in: other))
    }

    @Test func bundleLoadsADeclaredNibWithItsOwner() throws {
        let name = "NibTests.HeaderView.bundleLoading"
        final class Owner {
            var header: UIView?
        }
        UINib.registerHeadlessNib(named: name, bundle: nil) { owner in
            let header = UIView()
            header.tag = 3
            (owner as? Owner)?.header = header
            return [header]
        }
        defer { UINib.unregisterHeadlessNib(named: name, bundle: nil) }
        let owner = Owner()
        let objects = try #require(Bundle.main.loadNibNamed(name, owner: owner, options: nil))
        let header = try #require(objects.first as? UIView)
        expectEqual(header.tag, 3)
        expectIdentical(owner.header, header)
        expectEqual(Bundle.main.loadNibNamed(name, owner: nil)?.count, 1)
    }

    @Test func controllerWithNibNameLoadsViewFromNibAsOwner() {
        let name = "NibTests.Controller.view"
        UINib.registerHeadlessNib(named: name, bundle: nil) { owner in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.tag = 7
            (owner as? UIViewController)?.view = view
            return [view]
        }
        defer { UINib.unregisterHeadlessNib(named: name, bundle: nil) }
        let controller = UIViewController(nibName: name, bundle: nil)
        expectEqual(controller.view.tag, 7)
    }
}

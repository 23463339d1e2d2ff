import DTTableViewManager
import Foundation

// Views and models written the way an app written against DTTableViewManager 11 writes them:
// subclasses of the UIKit classes adopting `ModelTransfer`, and plain model types.

/// A row model that is identifiable, hashable and equatable, so it serves every storage.
struct Post: Hashable, EntityIdentifiable {
    let id: Int
    let title: String

    var identifier: AnyHashable { id }
}

/// A `ModelTransfer` cell showing a ``Post``; records the posts it was updated with.
final class PostCell: UITableViewCell, ModelTransfer {
    private(set) var updates: [Post] = []

    func update(with model: Post) {
        updates.append(model)
        textLabel?.text = model.title
    }
}

/// A `ModelTransfer` cell showing an `Int`.
final class NumberCell: UITableViewCell, ModelTransfer {
    func update(with model: Int) {
        textLabel?.text = String(model)
    }
}

/// A `ModelTransfer` header-footer view showing a `String` title.
final class TitleHeaderView: UITableViewHeaderFooterView, ModelTransfer {
    private(set) var titles: [String] = []

    func update(with model: String) {
        titles.append(model)
        textLabel?.text = model
    }
}

/// A `ModelTransfer` plain view (not a header-footer view) showing a `String`; such views are
/// loaded from their xib for each section.
final class TitleBannerView: UIView, ModelTransfer {
    private(set) var titles: [String] = []

    func update(with model: String) {
        titles.append(model)
    }
}

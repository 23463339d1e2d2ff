import DTTableViewManager
import Foundation

/// Records how it was created and what it displays, like upstream's test cells.
class RecordingIntCell: UITableViewCell, ModelTransfer {
    var model: Int?
    var events: [String] = []
    var createdByNib = false

    func update(with model: Int) {
        self.model = model
        events.append("update(\(model))")
    }
}

final class NiblessIntCell: RecordingIntCell {}
final class XibIntCell: RecordingIntCell {}
final class AnotherIntCell: RecordingIntCell {}
final class OptionalIntCell: UITableViewCell, ModelTransfer {
    var model: Int??
    func update(with model: Int?) { self.model = model }
}

final class StringCell: UITableViewCell, ModelTransfer {
    var text: String?
    func update(with model: String) { text = model }
}

protocol Food { var isVegan: Bool { get } }
final class Apple: Food { let isVegan = true }
final class Carrot: Food { let isVegan = true }
final class Steak: Food { let isVegan = false }

final class FoodTableViewCell: UITableViewCell, ModelTransfer {
    var food: Food?
    func update(with model: Food) { food = model }
}
final class VeganFoodTableViewCell: UITableViewCell, ModelTransfer {
    func update(with model: Food) {}
}
final class MeatContainingFoodTableViewCell: UITableViewCell, ModelTransfer {
    func update(with model: Food) {}
}

struct Post { var title = "post"; var containsVideo = false }
final class PostCell: UITableViewCell, ModelTransfer {
    var post: Post?
    func update(with model: Post) { post = model }
}
final class VideoPostCell: UITableViewCell, ModelTransfer {
    func update(with model: Post) {}
}
final class OddCell: UITableViewCell, ModelTransfer {
    func update(with model: Int) {}
}

extension Int {
    var isOdd: Bool { self % 2 != 0 }
}

struct MenuItem { var title: String }

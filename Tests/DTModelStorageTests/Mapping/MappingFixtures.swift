import Foundation
import DTModelStorage

protocol Food { var isVegan: Bool { get } }
final class Apple: Food { let isVegan = true }
final class Steak: Food { let isVegan = false }

class Animal {}
final class Dog: Animal {}

struct Post { var containsVideo: Bool }

extension Int {
    var isOdd: Bool { self % 2 != 0 }
}

final class FoodView: ModelTransfer { func update(with model: Food) {} }
final class AnimalView: ModelTransfer { func update(with model: Animal) {} }
final class IntView: ModelTransfer { func update(with model: Int) {} }
final class OtherIntView: ModelTransfer { func update(with model: Int) {} }
final class PostView: ModelTransfer { func update(with model: Post) {} }
final class VideoPostView: ModelTransfer { func update(with model: Post) {} }

/// A cell mapping for a `ModelTransfer` view, as a registration would create it.
@MainActor
func cellMapping<View: ModelTransfer>(_ view: View.Type) -> CellViewModelMapping<View, View.ModelType> {
    CellViewModelMapping<View, View.ModelType>(viewClass: View.self)
}

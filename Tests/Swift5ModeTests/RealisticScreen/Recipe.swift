import Foundation

struct Recipe: Equatable {
    let name: String
    let minutes: Int
    var isFavorite: Bool
}

enum RecipeStore {
    static let firstPage = [
        Recipe(name: "Tomato soup", minutes: 25, isFavorite: false),
        Recipe(name: "Green salad", minutes: 10, isFavorite: true),
        Recipe(name: "Risotto", minutes: 40, isFavorite: false),
    ]
    static let refreshedPage = firstPage + [Recipe(name: "Pancakes", minutes: 20, isFavorite: false)]
}

import Foundation

enum ProductCategory: String, CaseIterable {
    case fruit = "Fruit"
    case vegetable = "Vegetables"
}

struct Product: Equatable {
    let name: String
    let category: ProductCategory
    var quantity: Int
}

enum ProductCatalog {
    static let all = [
        Product(name: "Apples", category: .fruit, quantity: 0),
        Product(name: "Carrots", category: .vegetable, quantity: 2),
        Product(name: "Pears", category: .fruit, quantity: 0),
        Product(name: "Leeks", category: .vegetable, quantity: 0),
    ]
}

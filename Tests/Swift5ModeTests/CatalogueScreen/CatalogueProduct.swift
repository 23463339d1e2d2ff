// The catalogue's model and the service the screen is injected with.
import Foundation

struct CatalogueProduct: Hashable, Identifiable {
    let id: Int
    let name: String
    let price: Decimal
    let oldPrice: Decimal?
    let addedAt: Date
}

protocol CatalogueService {
    func products() async throws -> [CatalogueProduct]
    func products(after last: CatalogueProduct) async throws -> [CatalogueProduct]
}

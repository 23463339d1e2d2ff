// A catalogue service a test scripts: each request is announced, and answered with the next
// response the test gives, whichever comes first, so loading is awaited without sleeping.
import Foundation

final class ScriptedCatalogueService: CatalogueService {
    enum Request: Equatable {
        case firstPage
        case page(after: Int)
    }

    private let requests: AsyncStream<Request>
    private let announce: AsyncStream<Request>.Continuation
    private let responses: AsyncStream<Result<[CatalogueProduct], Error>>
    private let feed: AsyncStream<Result<[CatalogueProduct], Error>>.Continuation

    init() {
        (requests, announce) = AsyncStream.makeStream()
        (responses, feed) = AsyncStream.makeStream()
    }

    /// Waits for the screen's next request.
    func nextRequest() async -> Request? {
        var iterator = requests.makeAsyncIterator()
        return await iterator.next()
    }

    /// Answers a request, now or when it comes.
    func respond(_ result: Result<[CatalogueProduct], Error>) {
        feed.yield(result)
    }

    func products() async throws -> [CatalogueProduct] {
        try await answer(.firstPage)
    }

    func products(after last: CatalogueProduct) async throws -> [CatalogueProduct] {
        try await answer(.page(after: last.id))
    }

    private func answer(_ request: Request) async throws -> [CatalogueProduct] {
        announce.yield(request)
        var iterator = responses.makeAsyncIterator()
        guard let result = await iterator.next() else { throw CancellationError() }
        return try result.get()
    }
}

/// The items of a section, read as `Any`: either the caller's typed array, kept exactly as it was
/// given, or an `[Any]`.
///
/// Keeping a typed array avoids converting every element to `Any` up front: giving a storage
/// *n* items costs O(1) and no memory beyond the caller's array, and reading an element boxes
/// only that element. The first edit, or the first read of the whole `[Any]`, converts once;
/// from then on the items stay an `[Any]`.
@usableFromInline
struct SectionItems: RandomAccessCollection, ExpressibleByArrayLiteral {
    /// A typed array behind type-erasing accessors, which the caller's module specialises.
    @usableFromInline
    final class TypedArray {
        /// The caller's array, as `Any`, for reading it back with its own type.
        let array: Any
        /// The number of elements.
        let count: Int
        /// Returns the element at a valid position, as `Any`.
        let element: (Int) -> Any
        /// Returns every element as `Any`, in order.
        let erase: () -> [Any]

        @usableFromInline
        init(array: Any, count: Int, element: @escaping (Int) -> Any, erase: @escaping () -> [Any]) {
            self.array = array
            self.count = count
            self.element = element
            self.erase = erase
        }
    }

    /// How the items are kept.
    @usableFromInline
    enum Storage {
        case erased([Any])
        case typed(TypedArray)
    }

    private var storage: Storage

    /// Items already converted to `Any`.
    init(_ items: [Any]) {
        storage = .erased(items)
    }

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    /// Keeps `items` as they are, converting an element only when it is read.
    ///
    /// - Complexity: O(1).
    @inlinable
    init<Element>(typed items: [Element]) {
        // Inlined so that the closures are specialised for the caller's element type.
        if Element.self == Any.self {
            // The types are identical, so this reinterprets nothing; unlike `as? [Any]`, which
            // also succeeds for every other element type by converting each element.
            self.init(storage: .erased(unsafeBitCast(items, to: [Any].self)))
        } else {
            self.init(storage: .typed(TypedArray(
                array: items, count: items.count,
                element: { items[$0] }, erase: { items.erasedItems })))
        }
    }

    @usableFromInline
    init(arrayLiteral elements: Any...) {
        self.init(elements)
    }

    // MARK: - Reading

    @usableFromInline var startIndex: Int { 0 }

    @usableFromInline var endIndex: Int {
        switch storage {
        case let .erased(items): items.count
        case let .typed(typed): typed.count
        }
    }

    @usableFromInline subscript(position: Int) -> Any {
        switch storage {
        case let .erased(items): items[position]
        case let .typed(typed): typed.element(position)
        }
    }

    /// The items as `[Any]`; converts a typed array, in O(*n*), without keeping the result.
    var erased: [Any] {
        switch storage {
        case let .erased(items): items
        case let .typed(typed): typed.erase()
        }
    }

    /// The caller's typed array if the items are kept as one and it is an array of `T`.
    func typedArray<T>(of type: T.Type) -> [T]? {
        guard case let .typed(typed) = storage else { return nil }
        return typed.array as? [T]
    }

    // MARK: - Editing

    /// Runs `body` on the items as `[Any]`, converting a typed array first (once), and keeps the
    /// result as `[Any]`.
    ///
    /// - Complexity: O(1) on items already converted, plus what `body` costs.
    mutating func withErased<Result>(_ body: (inout [Any]) -> Result) -> Result {
        var items = erased
        storage = .erased([])  // leave `items` uniquely referenced while `body` edits it
        defer { storage = .erased(items) }
        return body(&items)
    }
}

import Foundation

// UIKit's overlay gives `IndexPath` its table and collection addressing (`row`, `item`,
// `section`). Foundation on other platforms lacks it, so the package declares it here, once, in
// its lowest module. On iOS and tvOS this file compiles to nothing and UIKit's declarations apply.
#if HEADLESS_UIKIT
extension IndexPath {
    /// Creates an index path addressing a table-view row.
    ///
    /// - Parameters:
    ///   - row: The row within its section.
    ///   - section: The section.
    public init(row: Int, section: Int) {
        // One index then another keeps Foundation's two-index storage inline; an array literal
        // would allocate an array first.
        self.init(index: section)
        append(row)
    }

    /// Creates an index path addressing a collection-view item.
    ///
    /// - Parameters:
    ///   - item: The item within its section.
    ///   - section: The section.
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The section this index path addresses: its first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within ``section``: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item within ``section``: the second index, the same as ``row``.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif

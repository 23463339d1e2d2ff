import Foundation

extension MemoryStorageDraft {
    /// Where an item of a transaction draft was before the transaction, packed into 8 bytes so
    /// that shifting a section's origins alongside its items stays cheap.
    struct ItemOrigin: Equatable {
        /// The row before the transaction, or -1 for an item the transaction inserted.
        private var storedRow: Int32
        /// The section before the transaction shifted left by one, with the reload flag in bit 0.
        private var sectionAndReload: UInt32

        /// An item the transaction inserted.
        init() {
            storedRow = -1
            sectionAndReload = 0
        }

        /// An item that was at `row` of section `section` before the transaction.
        ///
        /// - Precondition: `row` and `section` fit in 31 bits, which any storage that fits in
        ///   memory satisfies.
        init(row: Int, section: Int) {
            storedRow = Int32(row)
            sectionAndReload = UInt32(section) << 1
        }

        /// Whether the transaction inserted the item.
        var isInserted: Bool { storedRow < 0 }

        /// The item's row before the transaction; meaningless for an inserted item.
        var row: Int { Int(storedRow) }

        /// The item's section before the transaction; meaningless for an inserted item.
        var section: Int { Int(sectionAndReload >> 1) }

        /// The item's index path before the transaction, or `nil` if the transaction inserted it.
        var source: IndexPath? { isInserted ? nil : IndexPath(item: row, section: section) }

        /// Whether the item was reloaded or replaced.
        var reloaded: Bool {
            get { sectionAndReload & 1 != 0 }
            set { sectionAndReload = newValue ? sectionAndReload | 1 : sectionAndReload & ~1 }
        }
    }
}

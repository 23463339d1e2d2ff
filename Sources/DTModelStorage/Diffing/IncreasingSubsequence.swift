/// Finds the elements that can stay put during a batch update: one longest strictly increasing
/// subsequence of old positions, read in new order. Every other surviving element must move, so
/// marking this subsequence yields the fewest moves.
///
/// Buffers are owned by the caller and reused across calls, so marking many short ranges (one per
/// section) allocates nothing per range.
@usableFromInline
struct IncreasingSubsequence {
    /// Positions (into `values`) of the smallest tail of an increasing run of each length.
    @usableFromInline var tails: [Int32] = []
    /// The value at each of `tails`, kept alongside so that the binary search reads one small
    /// contiguous array instead of jumping through `values`.
    @usableFromInline var tailValues: [Int32] = []
    /// For each position, the previous position on its best run, or `-1`.
    @usableFromInline var predecessors: [Int32]

    /// Creates buffers for values of up to `capacity` positions (fewer than `Int32.max`).
    @inlinable
    init(capacity: Int) {
        predecessors = [Int32](repeating: -1, count: capacity)
        tails.reserveCapacity(capacity)
        tailValues.reserveCapacity(capacity)
    }

    /// Marks one longest strictly increasing subsequence of `values[range]`, ignoring negative
    /// values, by setting `onSubsequence` to `true` at its positions.
    ///
    /// Positions are processed left to right; a value larger than the current longest run's tail
    /// extends it in O(1), so nearly sorted input costs linear time.
    ///
    /// - Parameters:
    ///   - values: Distinct non-negative values, or `-1` for positions to ignore.
    ///   - range: The positions of `values` to consider.
    ///   - onSubsequence: Receives `true` at the chosen positions; other positions are untouched.
    /// - Complexity: O(*n* log *n*) worst case, O(*n*) when values are nearly sorted.
    @inlinable
    mutating func mark(_ values: [Int32], in range: Range<Int>, onSubsequence: inout [Bool]) {
        tails.removeAll(keepingCapacity: true)
        tailValues.removeAll(keepingCapacity: true)
        for position in range {
            let value = values[position]
            if value < 0 { continue }
            if let last = tailValues.last, last > value {
                // Binary search for the first tail not smaller than `value`.
                var low = 0
                var high = tailValues.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if tailValues[middle] < value { low = middle + 1 } else { high = middle }
                }
                predecessors[position] = low > 0 ? tails[low - 1] : -1
                tails[low] = Int32(truncatingIfNeeded: position)
                tailValues[low] = value
            } else {
                predecessors[position] = tails.last ?? -1
                tails.append(Int32(truncatingIfNeeded: position))
                tailValues.append(value)
            }
        }
        var position = Int(tails.last ?? -1)
        while position >= 0 {
            onSubsequence[position] = true
            position = Int(predecessors[position])
        }
    }
}

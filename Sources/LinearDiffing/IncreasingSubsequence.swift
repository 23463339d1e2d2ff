/// Finds the elements that can stay put during a batch update: one longest strictly increasing
/// subsequence of old positions, read in new order. Every other surviving element must move, so
/// marking this subsequence yields the fewest moves.
///
/// Buffers are owned by the caller and reused across calls, so marking many short ranges (one per
/// section) allocates nothing per range.
@usableFromInline
package struct IncreasingSubsequence {
    /// Positions (into `values`) of the smallest tail of an increasing run of each length; the
    /// first `length` entries are in use.
    @usableFromInline var tails: [Int32]
    /// The value at each of `tails`, kept alongside so that the binary search reads one small
    /// contiguous array instead of jumping through `values`.
    @usableFromInline var tailValues: [Int32]
    /// For each position, the previous position on its best run, or `-1`.
    @usableFromInline var predecessors: [Int32]

    /// Creates buffers for values of up to `capacity` positions (fewer than `Int32.max`).
    @inlinable
    package init(capacity: Int) {
        predecessors = [Int32](repeating: -1, count: capacity)
        tails = [Int32](repeating: 0, count: capacity)
        tailValues = [Int32](repeating: 0, count: capacity)
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
    package mutating func mark(_ values: [Int32], in range: Range<Int>, onSubsequence: inout [Bool]) {
        var last: Int32 = -1
        tails.withUnsafeMutableBufferPointer { tails in
            tailValues.withUnsafeMutableBufferPointer { tailValues in
                predecessors.withUnsafeMutableBufferPointer { predecessors in
                    var length = 0
                    for position in range {
                        let value = values[position]
                        if value < 0 { continue }
                        // The first run whose tail is not smaller than `value` ends with it now;
                        // usually the longest run, which `value` extends.
                        var run = length
                        if length > 0, tailValues[length - 1] > value {
                            // Binary search whose steps compile to conditional moves.
                            var base = 0
                            var count = length
                            while count > 1 {
                                let half = count / 2
                                if tailValues[base + half] < value { base += half }
                                count -= half
                            }
                            run = tailValues[base] < value ? base + 1 : base
                        }
                        predecessors[position] = run > 0 ? tails[run - 1] : -1
                        tails[run] = Int32(truncatingIfNeeded: position)
                        tailValues[run] = value
                        if run == length { length += 1 }
                    }
                    last = length > 0 ? tails[length - 1] : -1
                }
            }
        }
        var position = Int(last)
        while position >= 0 {
            onSubsequence[position] = true
            position = Int(predecessors[position])
        }
    }
}

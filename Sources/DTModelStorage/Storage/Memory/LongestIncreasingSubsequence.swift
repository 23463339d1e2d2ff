/// Returns the positions of a longest strictly increasing subsequence of `values`.
///
/// Elements on it keep their relative order; only the others need explicit moves.
///
/// - Complexity: O(*n* log *n*).
func longestIncreasingSubsequencePositions(_ values: [Int]) -> Set<Int> {
    var tailPositions: [Int] = []
    var predecessor = Array(repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var low = 0
        var high = tailPositions.count
        while low < high {
            let middle = (low + high) / 2
            if values[tailPositions[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { predecessor[position] = tailPositions[low - 1] }
        if low == tailPositions.count { tailPositions.append(position) } else { tailPositions[low] = position }
    }
    var result = Set<Int>()
    var position = tailPositions.last ?? -1
    while position >= 0 {
        result.insert(position)
        position = predecessor[position]
    }
    return result
}

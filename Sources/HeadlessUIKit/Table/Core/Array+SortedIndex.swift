import Foundation

extension Array where Element: Comparable {
    /// The position of `element` in this sorted array: where it is, or where it would be
    /// inserted.
    ///
    /// - Complexity: O(log *n*).
    func headlessSortedIndex(of element: Element) -> (index: Int, found: Bool) {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < element {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return (low, low < count && self[low] == element)
    }
}

extension OccurrencePairing {
    /// The same pairs after unpairable elements are put back into the old sequence: old position
    /// *i* becomes `oldPositions[i]` in a sequence of `oldCount` elements, and the positions not
    /// listed stay unpaired.
    ///
    /// Lets a caller pair only the elements that can have an identity and still report the others
    /// as deleted at their own positions.
    ///
    /// - Parameters:
    ///   - oldPositions: The new number of each old position, strictly increasing.
    ///   - oldCount: The length of the whole old sequence.
    /// - Returns: The renumbered pairing; duplicates keep referring to the paired sequences.
    /// - Complexity: O(*n* + *m*).
    package func spreadingOldPositions(_ oldPositions: [Int], over oldCount: Int) -> OccurrencePairing {
        var result = self
        result.isOldPaired = [Bool](repeating: false, count: oldCount)
        for (position, isPaired) in isOldPaired.enumerated() where isPaired {
            result.isOldPaired[oldPositions[position]] = true
        }
        for newPosition in newToOld.indices where newToOld[newPosition] >= 0 {
            result.newToOld[newPosition] = Int32(truncatingIfNeeded: oldPositions[Int(newToOld[newPosition])])
        }
        return result
    }
}

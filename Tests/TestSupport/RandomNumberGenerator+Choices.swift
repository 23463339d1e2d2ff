extension RandomNumberGenerator {
    /// Returns `true` with the given probability.
    ///
    /// - Parameter probability: From 0 through 1.
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// Returns an integer in `range`.
    ///
    /// - Parameter range: A non-empty range.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}

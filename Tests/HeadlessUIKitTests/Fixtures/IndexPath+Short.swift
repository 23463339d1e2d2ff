import HeadlessUIKit

extension IndexPath {
    /// `section-row`, compact for recorded histories.
    var short: String { "\(section)-\(row)" }
}

import Foundation
import HeadlessUIKit

/// A shared, ordered record of the calls a table makes to its data source and delegate.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func append(_ event: String) {
        events.append(event)
    }

    func clear() {
        events.removeAll()
    }
}

extension IndexPath {
    /// `section-row`, compact for recorded histories.
    var short: String { "\(section)-\(row)" }
}

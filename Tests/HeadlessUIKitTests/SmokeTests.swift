import Expectations
import Testing
import Foundation
@testable import HeadlessUIKit

@Suite struct HeadlessUIKitSmokeTests {
    @Test func indexPathAddressesRowsAndSections() {
        let indexPath = IndexPath(row: 3, section: 1)
        expectEqual(indexPath.row, 3)
        expectEqual(indexPath.item, 3)
        expectEqual(indexPath.section, 1)
    }
}

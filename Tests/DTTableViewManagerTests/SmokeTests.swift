import Testing
import Foundation
@testable import DTTableViewManager

@Suite struct DTTableViewManagerSmokeTests {
    @Test func indexPathAddressesRowsAndSections() {
        let indexPath = IndexPath(row: 3, section: 1)
        #expect(indexPath.row == 3)
        #expect(indexPath.item == 3)
        #expect(indexPath.section == 1)
    }
}

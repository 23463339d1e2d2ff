import DTTableViewManager
import Expectations
import Testing

@MainActor @Suite struct StorageOnlyImportTests {
    @Test func aCellFileImportingOnlyDTModelStorageIsAUIKitCell() {
        let cell = BadgeCell(style: .default, reuseIdentifier: nil)
        cell.update(with: 3)
        expectEqual(cell.shownCount, 3)
        expectEqual(cell.textLabel?.text, "3 new")
        expectEqual(cell.accessoryType, .disclosureIndicator)
    }
}

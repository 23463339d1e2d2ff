import DTTableViewManager
import Testing

@MainActor @Suite struct StorageOnlyImportTests {
    @Test func aCellFileImportingOnlyDTModelStorageIsAUIKitCell() {
        let cell = BadgeCell(style: .default, reuseIdentifier: nil)
        cell.update(with: 3)
        #expect(cell.shownCount == 3)
        #expect(cell.textLabel?.text == "3 new")
        #expect(cell.accessoryType == .disclosureIndicator)
    }
}

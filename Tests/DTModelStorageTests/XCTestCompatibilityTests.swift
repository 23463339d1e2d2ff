import DTModelStorage
import XCTest

/// DTModelStorage in an XCTest case, as apps with XCTest suites use it. XCTest runs its tests
/// outside the main actor, and on Linux a main-actor `XCTestCase` cannot run at all; the storages
/// and the differ need no actor, so they can be tested there.
///
/// This is the package's only XCTest case (the other suites are Swift Testing); it also keeps
/// `swift test`'s XCTest run from reporting that it executed no tests.
final class XCTestCompatibilityTests: XCTestCase {
    func testMemoryStorageAndDifferWorkFromAnXCTestCase() throws {
        let storage = MemoryStorage()
        storage.setItems(["Flour", "Eggs"])
        storage.addItem("Milk")
        try storage.removeItem("Eggs")
        XCTAssertEqual(storage.items(inSection: 0) as? [String], ["Flour", "Milk"])

        let changes = LinearDiffer().changeset(from: ["Flour", "Milk"], to: ["Milk", "Sugar"], identifiedBy: \.self)
        XCTAssertEqual(changes.deletions, [0])
        XCTAssertEqual(changes.insertions, [1])
    }
}

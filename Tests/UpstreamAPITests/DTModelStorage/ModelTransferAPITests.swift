import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTModelStorage: ModelTransfer, RuntimeHelper, UINib".
@MainActor @Suite struct ModelTransferAPITests {
    /// A view adopting `ModelTransfer` with its own `ModelType`.
    private final class Badge: ModelTransfer {
        typealias ModelType = String
        var shown: String?
        func update(with model: String) { shown = model }
    }

    @Test func modelTransferUpdatesAndBuildsTypedConditions() {
        let badge = Badge()
        badge.update(with: "new")
        expectEqual(badge.shown, "new")

        let condition = Badge.modelCondition { indexPath, model in indexPath.section == 1 && model == "x" }
        #expect(condition.isCompatible(with: IndexPath(row: 0, section: 1), model: "x"))
        #expect(!condition.isCompatible(with: IndexPath(row: 0, section: 0), model: "x"))
        #expect(!condition.isCompatible(with: IndexPath(row: 0, section: 1), model: 42))
    }

    @Test func runtimeHelperUnwrapsNestedOptionals() {
        let nested: Int?? = 5
        expectEqual(RuntimeHelper.recursivelyUnwrapAnyValue(nested as Any) as? Int, 5)
        let empty: Int?? = .some(nil)
        expectNil(RuntimeHelper.recursivelyUnwrapAnyValue(empty as Any))
    }

    @Test func nibExistsFindsOnlyDeclaredNibs() {
        let name = "ModelTransferAPITestsNib"
        #expect(!UINib.nibExists(withNibName: name, inBundle: .main))
        #expect(!UINib.nibExists(withNibName: name))
    }
}

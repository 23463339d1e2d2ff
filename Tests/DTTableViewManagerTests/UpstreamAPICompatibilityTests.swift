import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Public API that code written against DTTableViewManager 11 calls directly.
@MainActor @Suite struct UpstreamAPICompatibilityTests {
    @Test func eventRawValueIsTheObjectiveCMethodName() {
        expectEqual(EventMethodSignature.didSelectRowAtIndexPath.rawValue, "tableView:didSelectRowAtIndexPath:")
        expectEqual(EventMethodSignature.sectionIndexTitlesForTableView.rawValue, "sectionIndexTitlesForTableView:")
        expectEqual(EventMethodSignature(rawValue: "tableView:prefetchRowsAtIndexPaths:"), .prefetchRowsAtIndexPaths)
        expectNil(EventMethodSignature(rawValue: "tableView:noSuchMethod:"))
    }

    @Test func everyEventHasADistinctObjectiveCName() {
        let names = EventMethodSignature.allCases.map(\.rawValue)
        expectEqual(Set(names).count, names.count)
        #expect(names.allSatisfy { $0.hasSuffix(":") })
        #expect(EventMethodSignature.allCases.allSatisfy { $0.description == $0.rawValue })
    }

    @Test func nibExistsOnlyForADeclaredNib() {
        let bundle = Bundle.main
        let name = "UpstreamAPICompatibilityTestsNib"
        #expect(!UINib.nibExists(withNibName: name, inBundle: bundle))
        UINib.registerHeadlessNib(named: name, bundle: bundle) { _ in [UIView()] }
        #expect(UINib.nibExists(withNibName: name, inBundle: bundle))
        #expect(UINib.nibExists(withNibName: name))
        #expect(!UINib.nibExists(withNibName: name + "Other"))
    }
}

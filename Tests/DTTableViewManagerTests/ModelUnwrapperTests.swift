import Expectations
import Foundation
import Testing
@testable import DTTableViewManager

@MainActor @Suite struct ModelUnwrapperTests {
    @Test func remembersPlainTypesWithoutChangingWhatOptionalsUnwrapTo() {
        let unwrapper = ModelUnwrapper()
        let values: [Any] = [
            1, Int?.some(2) as Any, Int?.none as Any, 3, Int??.some(.some(4)) as Any, Int??.some(.none) as Any, 5,
        ]
        let unwrapped = values.map { unwrapper.unwrap($0) as? Int }
        expectEqual(unwrapped, [1, 2, nil, 3, 4, nil, 5])
    }

    @Test func plainTypesSeenOneAfterAnotherKeepTheirValues() {
        let unwrapper = ModelUnwrapper()
        let values: [Any] = ["one", 2, "three", 4, Int?.some(5) as Any, 6, Int?.none as Any, "seven"]
        let unwrapped = values.map { unwrapper.unwrap($0).map { "\($0)" } }
        expectEqual(unwrapped, ["one", "2", "three", "4", "5", "6", nil, "seven"])
    }

    @Test func boxesAreUnwrappedByValueEveryTime() {
        let unwrapper = ModelUnwrapper()
        let first = unwrapper.unwrap(AnyHashable(7))
        let second = unwrapper.unwrap(AnyHashable("seven"))
        expectEqual((first as? AnyHashable), AnyHashable(7))
        expectEqual((second as? AnyHashable), AnyHashable("seven"))
    }
}

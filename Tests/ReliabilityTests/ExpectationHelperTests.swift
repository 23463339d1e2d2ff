import Expectations
import Foundation
import Testing

/// The comparison functions the suites use instead of `#expect(a == b)` record a failure exactly
/// when the comparison does not hold, at the caller's line, with both values; a passing comparison
/// records nothing (a recorded issue would fail these tests).
@Suite struct ExpectationHelperTests {
    final class Box {}

    @Test func holdingComparisonsRecordNothing() {
        let box = Box()
        expectEqual([1, 2], [1, 2])
        expectNotEqual("a", "b")
        expectNil(Int?.none)
        expectNotNil(Int?.some(0))
        expectIdentical(box, box)
        expectNotIdentical(box, Box())
    }

}

/// The failing half: each comparison that does not hold is recorded, as a known issue, so these
/// tests print one "Expectation failed" line per helper. The README's `swift test` skips them, so
/// that a passing run prints no failure; `.ci/run` runs them with `DT_EXPECTATION_FAILURES` set.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["DT_EXPECTATION_FAILURES"] != nil, "run by .ci/run"))
struct ExpectationHelperFailureTests {
    typealias Box = ExpectationHelperTests.Box

    @Test func failedEqualityIsRecordedAtTheCallersLineWithBothValues() {
        let line = #line + 2
        withKnownIssue {
            expectEqual([1, 2], [1, 3], "the second element")
        } matching: { issue in
            let text = String(describing: issue)
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
                && text.contains("[1, 2]") && text.contains("[1, 3]") && text.contains("the second element")
        }
    }

    @Test func everyOtherFailedComparisonIsRecordedAtTheCallersLine() {
        let box = Box()
        let first = #line + 2
        withKnownIssue {
            expectNotEqual(1, 1)
            expectNil(Int?.some(4))
            expectNotNil(Int?.none)
            expectIdentical(box, Box())
            expectNotIdentical(box, box)
        } matching: { issue in
            (first..<first + 5).contains(issue.sourceLocation?.line ?? 0)
        }
    }
}

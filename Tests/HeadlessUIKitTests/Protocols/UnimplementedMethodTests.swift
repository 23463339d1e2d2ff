import Expectations
import Testing
@testable import HeadlessUIKit

/// `detect` isolates each observed call: it starts clean and restores the enclosing state.
@MainActor @Suite struct UnimplementedMethodTests {
    @Test func bodyThatReachesNoDefaultIsImplemented() {
        let (value, implemented) = HeadlessUnimplementedMethod.detect { 42 }

        expectEqual(value, 42)
        #expect(implemented)
    }

    @Test func explicitReachedMarksTheCallUnimplemented() {
        let (_, implemented) = HeadlessUnimplementedMethod.detect { HeadlessUnimplementedMethod.reached() }

        #expect(!implemented)
    }

    @Test func innerDetectionDoesNotLeakIntoOuter() {
        let (innerImplemented, outerImplemented) = HeadlessUnimplementedMethod.detect {
            HeadlessUnimplementedMethod.detect { HeadlessUnimplementedMethod.reached() }.implemented
        }

        #expect(!innerImplemented)
        #expect(outerImplemented)
    }

    @Test func outerStateSurvivesAnInnerDetection() {
        let (innerImplemented, outerImplemented) = HeadlessUnimplementedMethod.detect {
            HeadlessUnimplementedMethod.reached()
            return HeadlessUnimplementedMethod.detect { () }.implemented
        }

        #expect(innerImplemented)
        #expect(!outerImplemented)
    }

    @Test func thrownErrorPropagatesAndRestoresOuterState() {
        struct Failure: Error {}

        let (threw, outerImplemented) = HeadlessUnimplementedMethod.detect {
            do {
                _ = try HeadlessUnimplementedMethod.detect {
                    HeadlessUnimplementedMethod.reached()
                    throw Failure()
                }
                return false
            } catch {
                return error is Failure
            }
        }

        #expect(threw)
        #expect(outerImplemented)
    }

    @Test func recordListsEveryDefaultReachedInOrder() {
        let (_, record) = HeadlessUnimplementedMethod.record {
            HeadlessUnimplementedMethod.reached(.didSelectRowAt)
            HeadlessUnimplementedMethod.reached(.heightForRowAt)
        }

        expectEqual(record.methods, [.didSelectRowAt, .heightForRowAt])
    }
}

import Testing
@testable import HeadlessUIKit

/// `detect` isolates each observed call: it starts clean and restores the enclosing state.
@MainActor @Suite struct UnimplementedMethodTests {
    @Test func bodyThatReachesNoDefaultIsImplemented() {
        let (value, implemented) = UnimplementedMethod.detect { 42 }

        #expect(value == 42)
        #expect(implemented)
    }

    @Test func explicitReachedMarksTheCallUnimplemented() {
        let (_, implemented) = UnimplementedMethod.detect { UnimplementedMethod.reached() }

        #expect(!implemented)
    }

    @Test func innerDetectionDoesNotLeakIntoOuter() {
        let (innerImplemented, outerImplemented) = UnimplementedMethod.detect {
            UnimplementedMethod.detect { UnimplementedMethod.reached() }.implemented
        }

        #expect(!innerImplemented)
        #expect(outerImplemented)
    }

    @Test func outerStateSurvivesAnInnerDetection() {
        let (innerImplemented, outerImplemented) = UnimplementedMethod.detect {
            UnimplementedMethod.reached()
            return UnimplementedMethod.detect { () }.implemented
        }

        #expect(innerImplemented)
        #expect(!outerImplemented)
    }

    @Test func thrownErrorPropagatesAndRestoresOuterState() {
        struct Failure: Error {}

        let (threw, outerImplemented) = UnimplementedMethod.detect {
            do {
                _ = try UnimplementedMethod.detect {
                    UnimplementedMethod.reached()
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
        let (_, record) = UnimplementedMethod.record {
            UnimplementedMethod.reached(.didSelectRowAt)
            UnimplementedMethod.reached(.heightForRowAt)
        }

        #expect(record.methods == [.didSelectRowAt, .heightForRowAt])
    }
}

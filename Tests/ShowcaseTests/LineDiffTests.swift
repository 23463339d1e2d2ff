import Expectations
import Testing

@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.unified(expected: "a\nb\n", actual: "a\nb\n").isEmpty)
    }

    @Test func changedLineIsShownAsRemovalAndAdditionWithContext() {
        let diff = LineDiff.unified(expected: "a\nb\nc\nd\ne\nf", actual: "a\nb\nc\nX\ne\nf", context: 1)
        expectEqual(diff, "@@ line 3\n  c\n- d\n+ X\n  e")
    }

    @Test func separateChangesGetSeparateHunks() {
        let diff = LineDiff.unified(expected: "1\n2\n3\n4\n5\n6\n7", actual: "0\n2\n3\n4\n5\n6\n8", context: 0)
        expectEqual(diff, "@@ line 1\n- 1\n+ 0\n@@ line 7\n- 7\n+ 8")
    }
}

import Expectations
import Testing
@testable import Showcase

@Suite struct KeyDecoderTests {
    @Test func arrowEscapeSequencesBecomeArrowKeys() {
        var decoder = KeyDecoder()
        expectEqual(decoder.decode(Array("\u{1B}[A\u{1B}[B".utf8)), [.up, .down])
    }

    @Test func escapeSequenceSplitAcrossReadsIsDecodedOnceComplete() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode([UInt8(ascii: "[")]).isEmpty)
        expectEqual(decoder.decode([UInt8(ascii: "B"), UInt8(ascii: "q")]), [.down, .character("q")])
    }

    @Test func carriageReturnAndLineFeedAreEnter() {
        var decoder = KeyDecoder()
        expectEqual(decoder.decode([0x0D, 0x0A]), [.enter, .enter])
    }

    @Test func controlCIsInterruptAndUnknownBytesAreDropped() {
        var decoder = KeyDecoder()
        expectEqual(decoder.decode([0x03, 0x07, 0xFF, UInt8(ascii: "d")]), [.interrupt, .character("d")])
    }

    @Test func unsupportedEscapeSequenceIsSkippedWhole() {
        var decoder = KeyDecoder()
        expectEqual(decoder.decode(Array("\u{1B}[Cm".utf8)), [.character("m")])
    }

    @Test func loneEscapeDoesNotSwallowTheNextKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        expectEqual(decoder.decode([UInt8(ascii: "d")]), [.character("d")])
        expectEqual(decoder.decode([0x1B, UInt8(ascii: "q")]), [.character("q")])
    }
}

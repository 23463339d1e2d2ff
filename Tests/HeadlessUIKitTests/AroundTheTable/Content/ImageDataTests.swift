import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Headers of real image files, with the bytes that follow cut off: HeadlessUIKit reads no more.
enum ImageFileHeaders {
    /// A PNG signature and `IHDR` chunk for a 40×30 image.
    static var png40x30: Data { Data([
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A,
        0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x28, 0x00, 0x00, 0x00, 0x1E,
        0x08, 0x06, 0x00, 0x00, 0x00,
    ]) }
    /// A JFIF JPEG: `FFD8`, an `APP0` segment, a `DQT` segment, then a baseline frame (`FFC0`)
    /// 120 wide and 80 high.
    static var jpeg120x80: Data { Data([
        0xFF, 0xD8,
        0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
        0xFF, 0xDB, 0x00, 0x04, 0x00, 0x01,
        0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x50, 0x00, 0x78, 0x03, 0x01, 0x22, 0x00,
    ]) }
    /// A GIF89a header for a 16×8 image.
    static var gif16x8: Data { Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x10, 0x00, 0x08, 0x00, 0x00]) }
}

@Suite struct ImageDataTests {
    @Test func anAnimatedImageHasItsFramesAndTheFirstFramesSize() throws {
        let first = try #require(UIImage(data: ImageFileHeaders.gif16x8, scale: 2))
        let second = try #require(UIImage(data: ImageFileHeaders.png40x30))
        let spinner = try #require(UIImage.animatedImage(with: [first, second], duration: 0.8))
        expectEqual(spinner.images?.count, 2)
        expectIdentical(spinner.images?.first, first)
        expectEqual(spinner.duration, 0.8)
        expectEqual(spinner.size, CGSize(width: 8, height: 4))
        expectEqual(spinner.scale, 2)
        expectNil(UIImage.animatedImage(with: [], duration: 1))
        expectNil(first.images)
        expectEqual(first.duration, 0)
    }

    @Test func pngJpegAndGifHeadersGiveTheSizeInPointsAtTheScale() throws {
        let png = try #require(UIImage(data: ImageFileHeaders.png40x30))
        expectEqual(png.size, CGSize(width: 40, height: 30))
        expectEqual(png.scale, 1)
        expectEqual(png.imageOrientation, .up)
        let retina = try #require(UIImage(data: ImageFileHeaders.png40x30, scale: 2))
        expectEqual(retina.size, CGSize(width: 20, height: 15))
        expectEqual(retina.scale, 2)
        expectEqual(UIImage(data: ImageFileHeaders.jpeg120x80)?.size, CGSize(width: 120, height: 80))
        expectEqual(UIImage(data: ImageFileHeaders.gif16x8)?.size, CGSize(width: 16, height: 8))
    }

    @Test func bytesThatAreNoImageFileFailAsInUIKit() {
        expectNil(UIImage(data: Data("not an image".utf8)))
        expectNil(UIImage(data: Data()))
        expectNil(UIImage(data: ImageFileHeaders.png40x30.prefix(20)))
        expectNil(UIImage(data: ImageFileHeaders.jpeg120x80.prefix(30)))
    }

    @Test func encodingReturnsTheOriginalBytesOfTheSameFormatAndReencodesOthersAtTheirPixelSize() throws {
        let png = try #require(UIImage(data: ImageFileHeaders.png40x30))
        expectEqual(png.pngData(), ImageFileHeaders.png40x30)
        let asJPEG = try #require(png.jpegData(compressionQuality: 0.8).flatMap(UIImage.init(data:)))
        expectEqual(asJPEG.size, CGSize(width: 40, height: 30))
        let jpeg = try #require(UIImage(data: ImageFileHeaders.jpeg120x80, scale: 2))
        expectEqual(jpeg.jpegData(compressionQuality: 0.1), ImageFileHeaders.jpeg120x80)
        expectEqual(jpeg.pngData().flatMap(UIImage.init(data:))?.size, CGSize(width: 120, height: 80), "its pixels, not its points")
        expectNil(UIImage(named: "logo")?.pngData(), "no pixels headlessly")
        expectNil(UIImage(systemName: "star")?.jpegData(compressionQuality: 1))
    }

    @Test func imagesFromEqualBytesAreEqual() {
        expectEqual(UIImage(data: ImageFileHeaders.png40x30), UIImage(data: ImageFileHeaders.png40x30))
        expectNotEqual(UIImage(data: ImageFileHeaders.png40x30), UIImage(data: ImageFileHeaders.png40x30, scale: 2))
        expectNotEqual(UIImage(data: ImageFileHeaders.png40x30), UIImage(data: ImageFileHeaders.gif16x8))
    }
}

@Suite struct ImageVariantTests {
    @Test func resizableImagesKeepTheirCapsAndMode() throws {
        let base = try #require(UIImage(named: "bubble"))
        expectEqual(base.capInsets, .zero)
        expectEqual(base.resizingMode, .tile)
        let caps = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        let tiled = base.resizableImage(withCapInsets: caps)
        expectEqual(tiled.capInsets, caps)
        expectEqual(tiled.resizingMode, .tile)
        let stretched = base.resizableImage(withCapInsets: caps, resizingMode: .stretch)
        expectEqual(stretched.resizingMode, .stretch)
        expectEqual(stretched.headlessName, "bubble")
        expectNotEqual(stretched, tiled)
        expectEqual(stretched.withRenderingMode(.alwaysTemplate).capInsets, caps)
    }

    @Test func alignmentInsetsAndRightToLeftFlippingAreKept() throws {
        let base = try #require(UIImage(named: "chevron"))
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: -4, right: 0)
        expectEqual(base.withAlignmentRectInsets(insets).alignmentRectInsets, insets)
        #expect(!base.flipsForRightToLeftLayoutDirection)
        #expect(base.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
    }

    @Test func horizontalFlippingMirrorsTheOrientationBothWays() throws {
        let photo = try #require(UIImage(data: ImageFileHeaders.png40x30))
        let mirrored = photo.withHorizontallyFlippedOrientation()
        expectEqual(mirrored.imageOrientation, .upMirrored)
        expectEqual(mirrored.size, photo.size)
        expectEqual(mirrored.withHorizontallyFlippedOrientation().imageOrientation, .up)
    }

    @Test func standardImagesAreDistinctSymbols() {
        let images = [UIImage.actions, .add, .remove, .checkmark, .strokedCheckmark]
        #expect(images.allSatisfy { $0.isSymbolImage })
        expectEqual(Set(images.compactMap(\.headlessName)).count, 5)
        expectEqual(UIImage.add, UIImage.add)
        expectEqual(UIImage.add.headlessName, "UIImage.add")
    }
}

@MainActor @Suite struct ImageViewAnimationTests {
    @Test func animatingNeedsImagesAndStopsWhenTheyGo() throws {
        let view = UIImageView(image: nil)
        expectEqual(view.animationDuration, 0)
        expectEqual(view.animationRepeatCount, 0)
        view.startAnimating()
        #expect(!view.isAnimating)
        let frames = try ["f1", "f2", "f3"].map { try #require(UIImage(named: $0)) }
        view.animationImages = frames
        view.animationDuration = 0.5
        view.animationRepeatCount = 2
        view.startAnimating()
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating)
        view.startAnimating()
        view.animationImages = []
        #expect(!view.isAnimating)
        view.highlightedAnimationImages = frames
        expectEqual(view.highlightedAnimationImages?.count, 3)
    }
}

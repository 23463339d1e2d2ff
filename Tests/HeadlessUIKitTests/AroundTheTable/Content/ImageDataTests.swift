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
    @Test func pngJpegAndGifHeadersGiveTheSizeInPointsAtTheScale() throws {
        let png = try #require(UIImage(data: ImageFileHeaders.png40x30))
        #expect(png.size == CGSize(width: 40, height: 30))
        #expect(png.scale == 1)
        #expect(png.imageOrientation == .up)
        let retina = try #require(UIImage(data: ImageFileHeaders.png40x30, scale: 2))
        #expect(retina.size == CGSize(width: 20, height: 15))
        #expect(retina.scale == 2)
        #expect(UIImage(data: ImageFileHeaders.jpeg120x80)?.size == CGSize(width: 120, height: 80))
        #expect(UIImage(data: ImageFileHeaders.gif16x8)?.size == CGSize(width: 16, height: 8))
    }

    @Test func bytesThatAreNoImageFileFailAsInUIKit() {
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: ImageFileHeaders.png40x30.prefix(20)) == nil)
        #expect(UIImage(data: ImageFileHeaders.jpeg120x80.prefix(30)) == nil)
    }

    @Test func encodingReturnsTheOriginalBytesOfTheSameFormatOnly() throws {
        let png = try #require(UIImage(data: ImageFileHeaders.png40x30))
        #expect(png.pngData() == ImageFileHeaders.png40x30)
        #expect(png.jpegData(compressionQuality: 0.8) == nil)
        let jpeg = try #require(UIImage(data: ImageFileHeaders.jpeg120x80))
        #expect(jpeg.jpegData(compressionQuality: 0.1) == ImageFileHeaders.jpeg120x80)
        #expect(jpeg.pngData() == nil)
        #expect(UIImage(named: "logo")?.pngData() == nil)
    }

    @Test func imagesFromEqualBytesAreEqual() {
        #expect(UIImage(data: ImageFileHeaders.png40x30) == UIImage(data: ImageFileHeaders.png40x30))
        #expect(UIImage(data: ImageFileHeaders.png40x30) != UIImage(data: ImageFileHeaders.png40x30, scale: 2))
        #expect(UIImage(data: ImageFileHeaders.png40x30) != UIImage(data: ImageFileHeaders.gif16x8))
    }
}

@Suite struct ImageVariantTests {
    @Test func resizableImagesKeepTheirCapsAndMode() throws {
        let base = try #require(UIImage(named: "bubble"))
        #expect(base.capInsets == .zero)
        #expect(base.resizingMode == .tile)
        let caps = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        let tiled = base.resizableImage(withCapInsets: caps)
        #expect(tiled.capInsets == caps)
        #expect(tiled.resizingMode == .tile)
        let stretched = base.resizableImage(withCapInsets: caps, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch)
        #expect(stretched.headlessName == "bubble")
        #expect(stretched != tiled)
        #expect(stretched.withRenderingMode(.alwaysTemplate).capInsets == caps)
    }

    @Test func alignmentInsetsAndRightToLeftFlippingAreKept() throws {
        let base = try #require(UIImage(named: "chevron"))
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: -4, right: 0)
        #expect(base.withAlignmentRectInsets(insets).alignmentRectInsets == insets)
        #expect(!base.flipsForRightToLeftLayoutDirection)
        #expect(base.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)
    }

    @Test func horizontalFlippingMirrorsTheOrientationBothWays() throws {
        let photo = try #require(UIImage(data: ImageFileHeaders.png40x30))
        let mirrored = photo.withHorizontallyFlippedOrientation()
        #expect(mirrored.imageOrientation == .upMirrored)
        #expect(mirrored.size == photo.size)
        #expect(mirrored.withHorizontallyFlippedOrientation().imageOrientation == .up)
    }

    @Test func standardImagesAreDistinctSymbols() {
        let images = [UIImage.actions, .add, .remove, .checkmark, .strokedCheckmark]
        #expect(images.allSatisfy { $0.isSymbolImage })
        #expect(Set(images.compactMap(\.headlessName)).count == 5)
        #expect(UIImage.add == UIImage.add)
        #expect(UIImage.add.headlessName == "UIImage.add")
    }
}

@MainActor @Suite struct ImageViewAnimationTests {
    @Test func animatingNeedsImagesAndStopsWhenTheyGo() throws {
        let view = UIImageView(image: nil)
        #expect(view.animationDuration == 0)
        #expect(view.animationRepeatCount == 0)
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
        #expect(view.highlightedAnimationImages?.count == 3)
    }
}

import Expectations
import Foundation
import Testing
import UIKit

/// Core Graphics images as apps use them: from a `UIImage` and back (keeping the scale and
/// orientation the app passes), cropped, drawn into a context, made from a context, and set as a
/// layer's contents.
@MainActor @Suite struct CGImageTests {
    @Test func anImagesCGImageIsItsPixelsAsStored() throws {
        let photo = try #require(UIImage(data: ImageFileHeaders.png40x30, scale: 2))
        let bitmap = try #require(photo.cgImage)
        expectEqual(bitmap.width, 40)
        expectEqual(bitmap.height, 30)
        expectEqual(bitmap.bitsPerComponent, 8)
        expectEqual(bitmap.bitsPerPixel, 32)
        expectEqual(bitmap.bytesPerRow, 160)
        expectEqual(bitmap.alphaInfo, .premultipliedLast)
        #expect(!bitmap.isMask)
        expectNil(UIImage().cgImage)
    }

    @Test func anImageOfACGImageTakesTheScaleAndOrientationGiven() throws {
        let photo = try #require(UIImage(data: ImageFileHeaders.png40x30, scale: 2))
        let bitmap = try #require(photo.cgImage)

        let plain = UIImage(cgImage: bitmap)
        expectEqual(plain.size, CGSize(width: 40, height: 30))
        expectEqual(plain.scale, 1)
        expectEqual(plain.imageOrientation, .up)
        expectEqual(plain.pngData(), photo.pngData(), "the same source bytes")

        let turned = UIImage(cgImage: bitmap, scale: photo.scale, orientation: .right)
        expectEqual(turned.size, CGSize(width: 15, height: 20))
        expectEqual(turned.cgImage?.width, 40, "the pixels as stored")
    }

    @Test func croppingKeepsThePartInsideTheImage() throws {
        let bitmap = try #require(UIImage(data: ImageFileHeaders.png40x30)?.cgImage)
        let corner = try #require(bitmap.cropping(to: CGRect(x: 30, y: 20, width: 20, height: 20)))
        expectEqual(corner.width, 10)
        expectEqual(corner.height, 10)
        expectEqual(bitmap.cropping(to: CGRect(x: 0.5, y: 0, width: 9, height: 9))?.width, 10, "made integral")
        expectNil(bitmap.cropping(to: CGRect(x: 50, y: 50, width: 10, height: 10)))
        expectEqual(bitmap.copy()?.width, 40)
    }

    @Test func aContextDrawsACGImageAndMakesOne() throws {
        let bitmap = try #require(UIImage(data: ImageFileHeaders.png40x30)?.cgImage)
        var made: CGImage?
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            return format
        }())
        let drawn = renderer.image { context in
            context.cgContext.draw(bitmap, in: CGRect(x: 5, y: 5, width: 40, height: 30))
            made = context.cgContext.makeImage()
        }

        let step = try #require(drawn.headlessDrawing.first)
        expectEqual(step.bounds, CGRect(x: 5, y: 5, width: 40, height: 30))
        guard case .image(let image) = step.kind else {
            Issue.record("expected an image step, got \(step.kind)")
            return
        }
        expectEqual(image.cgImage?.width, 40)
        expectEqual(made?.width, 100, "50 points at 2 pixels each")
        expectEqual(made.map { UIImage(cgImage: $0).headlessDrawing.count }, 1)
    }

    @Test func aViewsContextMakesNoImage() {
        final class Canvas: UIView {
            var made: CGImage?
            var askedToMake = false
            override func draw(_ rect: CGRect) {
                askedToMake = true
                made = UIGraphicsGetCurrentContext()?.makeImage()
            }
        }
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        canvas.layer.display()
        #expect(canvas.askedToMake)
        expectNil(canvas.made)
    }

    @Test func aLayerShowsACGImageAsItsContents() throws {
        let avatar = try #require(UIImage(data: ImageFileHeaders.gif16x8))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
        view.layer.contents = avatar.cgImage
        view.layer.contentsGravity = .resizeAspectFill
        let shown = try #require(view.layer.contents as? CGImage)
        expectEqual(shown.width, 16)
        expectEqual(UIImage(cgImage: shown).pngData(), avatar.pngData())
    }
}

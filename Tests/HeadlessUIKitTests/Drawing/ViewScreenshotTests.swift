import Expectations
import Foundation
import Testing
import UIKit

/// A receipt an app shares as an image: a red header band over a total.
@MainActor private func receiptView() -> (view: UIView, total: UILabel) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.backgroundColor = .white
    let band = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    band.backgroundColor = .systemRed
    let total = UILabel(frame: CGRect(x: 10, y: 60, width: 180, height: 30))
    total.text = "Total: $12.00"
    view.addSubview(band)
    view.addSubview(total)
    return (view, total)
}

/// Screenshots of views drawn into images, as share sheets and "save as image" buttons make them.
@MainActor @Suite struct ViewScreenshotTests {
    @Test func aScreenshotKeepsWhatTheViewShowedWhenItWasDrawn() throws {
        let (receipt, total) = receiptView()

        let image = UIGraphicsImageRenderer(bounds: receipt.bounds).image { _ in
            receipt.drawHierarchy(in: receipt.bounds, afterScreenUpdates: true)
        }
        total.text = "Total: $99.00"

        expectEqual(image.size, CGSize(width: 200, height: 100))
        let picture = try #require(image.headlessViewPictures.first)
        expectEqual(image.headlessViewPictures.count, 1)
        #expect(picture.text.contains("Total: $12.00"), "\(picture.text)")
        #expect(!picture.text.contains("$99.00"), "a picture of that moment")
        expectEqual(picture.size, CGSize(width: 200, height: 100))
        #expect(picture.svg.contains("<svg"))
        expectEqual(image.headlessDrawing.first?.bounds, receipt.bounds)
    }

    @Test func aViewsLayerRendersTheViewAndAStandaloneLayerNothing() {
        let (receipt, _) = receiptView()
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50))

        let scaled = renderer.image { context in
            context.cgContext.scaleBy(x: 0.5, y: 0.5)
            receipt.layer.render(in: context.cgContext)
        }
        let empty = renderer.image { context in CALayer().render(in: context.cgContext) }

        expectEqual(scaled.headlessViewPictures.count, 1)
        expectEqual(scaled.headlessDrawing.first?.bounds, CGRect(x: 0, y: 0, width: 100, height: 50), "the view's bounds, scaled")
        #expect(empty.headlessDrawing.isEmpty)
    }

    @Test func withoutAGraphicsContextNothingIsDrawn() {
        #expect(!receiptView().view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false))
    }

    @Test func aPictureOfTheScreenShowsTheScreenshotWhereAnImageViewShowsIt() throws {
        let (receipt, _) = receiptView()
        let preview = UIImageView(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
        preview.image = UIGraphicsImageRenderer(bounds: receipt.bounds).image { _ in
            receipt.drawHierarchy(in: receipt.bounds, afterScreenUpdates: false)
        }
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 140, height: 90))
        sheet.addSubview(preview)

        let elements = try SVGSnapshotTests.Elements.parse(sheet.headlessSVGSnapshot())

        let embedded = try #require(elements.first { $0.name == "image" })
        expectEqual(embedded.attributes["x"], "20")
        expectEqual(embedded.attributes["width"], "100")
        let href = try #require(embedded.attributes["href"])
        let prefix = "data:image/svg+xml;base64,"
        #expect(href.hasPrefix(prefix))
        let document = try #require(Data(base64Encoded: String(href.dropFirst(prefix.count))).flatMap { String(data: $0, encoding: .utf8) })
        #expect(document.contains("Total: $12.00"))
    }

    @Test(.enabled(if: SVGRenderer.isAvailable, "rsvg-convert (librsvg2-bin) is not installed"))
    func theRenderedPictureShowsTheScreenshotsColors() throws {
        let (receipt, _) = receiptView()
        let preview = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        preview.image = UIGraphicsImageRenderer(bounds: receipt.bounds).image { _ in
            receipt.drawHierarchy(in: receipt.bounds, afterScreenUpdates: false)
        }
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        sheet.backgroundColor = .black
        sheet.addSubview(preview)

        let pixels = try SVGRenderer.pixels(of: sheet.headlessSVGSnapshot(), at: [(50, 10), (5, 45)])

        #expect(pixels[0].isClose(to: SVGRenderer.Pixel(red: 255, green: 59, blue: 48, alpha: 255)), "the red band, scaled: \(pixels[0])")
        #expect(pixels[1].isClose(to: SVGRenderer.Pixel(red: 255, green: 255, blue: 255, alpha: 255)), "the white receipt: \(pixels[1])")
    }
}

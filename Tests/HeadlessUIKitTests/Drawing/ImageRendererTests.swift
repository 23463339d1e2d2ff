import Expectations
import Foundation
import Testing
import UIKit

/// An initials avatar, as contact and chat screens draw one for people without a photo.
private func initialsAvatar(for name: String, diameter: CGFloat) -> UIImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter))
    return renderer.image { context in
        UIColor.systemIndigo.setFill()
        UIBezierPath(ovalIn: context.format.bounds).fill()
        let initials = name.split(separator: " ").compactMap(\.first).map(String.init).joined() as NSString
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: diameter / 2.5),
            .foregroundColor: UIColor.white,
        ]
        let size = initials.size(withAttributes: attributes)
        initials.draw(at: CGPoint(x: (diameter - size.width) / 2, y: (diameter - size.height) / 2), withAttributes: attributes)
    }
}

/// `UIGraphicsImageRenderer`, its formats and contexts, and the UIKit drawing functions, as
/// screens use them to make images.
@MainActor @Suite struct ImageRendererTests {
    @Test func anInitialsAvatarKeepsItsCircleAndItsInitials() throws {
        let avatar = initialsAvatar(for: "Ada Lovelace", diameter: 40)

        expectEqual(avatar.size, CGSize(width: 40, height: 40))
        expectEqual(avatar.scale, 3)
        let steps = avatar.headlessDrawing
        try #require(steps.count == 2)
        expectEqual(steps[0].kind, .fill(.winding))
        #expect(isClose(steps[0].bounds, CGRect(x: 0, y: 0, width: 40, height: 40)))
        expectEqual(steps[0].color, UIColor.systemIndigo.cgColor)
        let font = UIFont.boldSystemFont(ofSize: 16)
        expectEqual(steps[1].kind, .text("AL", font: font))
        expectEqual(steps[1].color, UIColor.white.cgColor)
        let textSize = ("AL" as NSString).size(withAttributes: [.font: font])
        #expect(isClose(steps[1].bounds.size, textSize))
        #expect(isClose(steps[1].bounds.midX, 20) && isClose(steps[1].bounds.midY, 20))
    }

    @Test func theFormatGivesScaleOpacityAndTheRendererBounds() {
        let format = UIGraphicsImageRendererFormat()
        expectEqual(format.scale, 3)
        #expect(!format.opaque)
        expectEqual(format.preferredRange, .automatic)
        format.scale = 1
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10), format: format)
        format.scale = 2  // the renderer keeps a copy
        var boundsInActions = CGRect.null
        let image = renderer.image { context in boundsInActions = context.format.bounds }

        expectEqual(boundsInActions, CGRect(x: 0, y: 0, width: 30, height: 10))
        expectEqual(image.scale, 1)
        expectEqual(image.size, CGSize(width: 30, height: 10))
        #expect(renderer.allowsImageOutput)
        expectEqual((renderer.format as? UIGraphicsImageRendererFormat)?.opaque, true)
        expectEqual(UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 2)).scale, 2)
        expectEqual(UIGraphicsImageRendererFormat.Range.unspecified.rawValue, -1)
        expectEqual(UIGraphicsImageRendererFormat.Range.standard.rawValue, 2)
    }

    @Test func aRendererOfBoundsDrawsTheirOriginAtTheImagesCorner() throws {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 50, width: 20, height: 20))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 100, y: 50, width: 10, height: 10))
        }

        expectEqual(image.size, CGSize(width: 20, height: 20))
        expectEqual(image.headlessDrawing.first?.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
        expectEqual(renderer.format.bounds, CGRect(x: 100, y: 50, width: 20, height: 20))
    }

    @Test func theCurrentContextIsTheRenderersOnlyWhileItsActionsRun() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        var outer: CGContext?
        var innerImage: UIImage?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            outer = UIGraphicsGetCurrentContext()
            #expect(outer === context.cgContext)
            innerImage = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { inner in
                #expect(UIGraphicsGetCurrentContext() === inner.cgContext)
                UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
            #expect(UIGraphicsGetCurrentContext() === outer)
            innerImage?.draw(in: CGRect(x: 2, y: 2, width: 4, height: 4))
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        expectEqual(innerImage?.headlessDrawing.count, 1)
        expectEqual(innerImage?.headlessDrawing.first?.blendMode, .copy, "UIRectFill replaces what is below")
        expectEqual(image.headlessDrawing.map(\.kind), [.image(try #require(innerImage))])

        // Each thread has its own stack: a context pushed here is not current on another thread.
        // (The main thread waits for it without suspending, so that no other main-actor test
        // runs while the context is pushed.)
        let pushed = try #require(outer)
        UIGraphicsPushContext(pushed)
        let seenElsewhere = Self.onAnotherThread { UIGraphicsGetCurrentContext() != nil }
        #expect(!seenElsewhere)
        #expect(UIGraphicsGetCurrentContext() === pushed)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// Runs `body` on a new thread and waits for its answer.
    private static func onAnotherThread(_ body: @escaping @Sendable () -> Bool) -> Bool {
        final class Answer: @unchecked Sendable { var value = false }  // written before `done` signals
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        Thread {
            answer.value = body()
            done.signal()
        }.start()
        done.wait()
        return answer.value
    }

    @Test func anOldStyleImageContextMakesAnImageAtTheScaleAsked() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 24, height: 12), false, 0)
        UIColor.blue.setStroke()
        UIBezierPath(rect: CGRect(x: 1, y: 1, width: 22, height: 10)).stroke()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()

        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        expectEqual(image.size, CGSize(width: 24, height: 12))
        expectEqual(image.scale, 3, "a scale of 0 is the main screen's")
        expectEqual(image.headlessDrawing.map(\.kind), [.stroke])
        expectEqual(image.headlessDrawing.first?.color, UIColor.blue.cgColor)
        expectEqual(image.headlessDrawing.first?.lineWidth, 1)

        UIGraphicsBeginImageContext(CGSize(width: 5, height: 5))
        expectEqual(UIGraphicsGetImageFromCurrentImageContext()?.scale, 1)
        UIGraphicsEndImageContext()
    }

    @Test func encodedDataHasTheImagesPixelSize() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format)
        let png = renderer.pngData { _ in }
        let jpeg = renderer.jpegData(withCompressionQuality: 0.8) { _ in }

        expectEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        expectEqual(UIImage(data: png)?.size, CGSize(width: 60, height: 40))
        expectEqual(Array(jpeg.prefix(2)), [0xFF, 0xD8])
        expectEqual(Array(jpeg.suffix(2)), [0xFF, 0xD9])
        expectEqual(UIImage(data: jpeg)?.size, CGSize(width: 60, height: 40))
        format.opaque = true
        let opaquePNG = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format).pngData { _ in }
        expectEqual(opaquePNG[25], 2, "an opaque image is RGB, color type 2")
        expectEqual(png[25], 6, "a transparent one RGBA, color type 6")
    }
}

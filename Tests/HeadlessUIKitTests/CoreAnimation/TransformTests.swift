import Expectations
import Foundation
import Testing
import UIKit

/// A cell that flips its chevron when its section expands and slides in when displayed, with
/// layer transforms, as accordion and feed screens do.
private final class AccordionHeaderCell: UITableViewCell {
    let chevron = UIImageView(frame: CGRect(x: 280, y: 12, width: 20, height: 20))

    var isExpanded = false {
        didSet { chevron.layer.transform = isExpanded ? CATransform3DMakeRotation(.pi, 0, 0, 1) : CATransform3DIdentity }
    }

    func prepareToAppear() {
        layer.transform = CATransform3DTranslate(CATransform3DIdentity, -500, 10, 0)
    }

    func appear() {
        UIView.animate(withDuration: 0.3) { self.layer.transform = CATransform3DIdentity }
    }
}

extension CATransform3D {
    /// The sixteen entries, row by row.
    fileprivate var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}

/// Core Animation's 3D transforms: the functions, a layer's transform and anchor point, and a
/// view's `transform` and `transform3D`, which are its layer's.
@MainActor @Suite struct TransformTests {
    private func expectClose(_ transform: CATransform3D, _ expected: CATransform3D, sourceLocation: SourceLocation = #_sourceLocation) {
        let pairs = zip(transform.entries, expected.entries)
        #expect(pairs.allSatisfy { abs($0 - $1) < 1e-9 }, "\(transform.entries) is not \(expected.entries)", sourceLocation: sourceLocation)
    }

    @Test func theFunctionsComposeInCoreAnimationsOrder() {
        let moved = CATransform3DMakeTranslation(10, 20, 30)
        expectEqual([moved.m41, moved.m42, moved.m43], [10, 20, 30], "row vectors: the translation is in the last row")
        let scaledThenMoved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
        expectEqual(scaledThenMoved.m41, 10, "the translation is applied first, then the scale")
        expectClose(CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), moved), CATransform3D(
            m11: 2, m12: 0, m13: 0, m14: 0, m21: 0, m22: 3, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 4, m34: 0, m41: 10, m42: 20, m43: 30, m44: 1))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()), "init() is all zeros, as the C structure's")
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "no axis, no rotation")
    }

    @Test func aRotationAroundZIsTheAffineRotation() {
        let rotation = CATransform3DMakeRotation(.pi / 6, 0, 0, 2)

        #expect(CATransform3DIsAffine(rotation))
        let affine = CATransform3DGetAffineTransform(rotation)
        let expected = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(abs(affine.a - expected.a) < 1e-9 && abs(affine.b - expected.b) < 1e-9 && abs(affine.c - expected.c) < 1e-9)
        expectClose(CATransform3DMakeAffineTransform(expected), rotation)
        let tilted = CATransform3DRotate(CATransform3DIdentity, .pi / 4, 1, 0, 0)
        #expect(!CATransform3DIsAffine(tilted), "a rotation out of the plane")
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
    }

    @Test func inversesUndoAndSingularTransformsComeBackUnchanged() {
        let transform = CATransform3DRotate(CATransform3DMakeTranslation(3, -4, 5), 0.7, 1, 2, 3)

        expectClose(CATransform3DConcat(transform, CATransform3DInvert(transform)), CATransform3DIdentity)
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
    }

    @Test func aViewsTransformIsItsLayersTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))

        view.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        expectClose(view.layer.transform, CATransform3DMakeScale(0.95, 0.95, 1))
        expectClose(view.transform3D, view.layer.transform)
        view.layer.transform = CATransform3DMakeTranslation(0, 8, 0)
        expectEqual(view.transform, CGAffineTransform(translationX: 0, y: 8))
        view.transform3D = CATransform3DIdentity
        #expect(view.transform.isIdentity)
        expectEqual(view.frame, CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test func theAnchorPointPlacesTheFrameAroundThePosition() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 40)
        expectEqual(layer.position, CGPoint(x: 20, y: 30), "the anchor point is the center by default")

        layer.anchorPoint = CGPoint(x: 0, y: 1)
        expectEqual(layer.frame, CGRect(x: 20, y: -10, width: 20, height: 40), "the bottom left corner is at the position")
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        expectEqual(layer.position, CGPoint(x: 0, y: 10))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(layer.affineTransform().b - 1) < 1e-9)
    }

    @Test func aSublayerIsReplacedInItsPlace() {
        let container = CALayer()
        let (first, middle, last, replacement) = (CALayer(), CALayer(), CALayer(), CALayer())
        [first, middle, last].forEach(container.addSublayer)

        container.replaceSublayer(middle, with: replacement)

        #expect(container.sublayers?.map(ObjectIdentifier.init) == [first, replacement, last].map(ObjectIdentifier.init))
        #expect(middle.superlayer == nil)
        #expect(replacement.superlayer === container)
        container.replaceSublayer(middle, with: CALayer())
        expectEqual(container.sublayers?.count, 3, "a layer that is not a sublayer is not replaced")
    }

    @Test func anAccordionCellFlipsItsChevronAndSlidesIn() {
        let cell = AccordionHeaderCell(style: .default, reuseIdentifier: nil)

        cell.isExpanded = true
        expectClose(cell.chevron.layer.transform, CATransform3DMakeRotation(.pi, 0, 0, 1))
        #expect(abs(cell.chevron.transform.a + 1) < 1e-9, "the chevron's view transform is the half turn")
        cell.prepareToAppear()
        expectEqual(cell.transform, CGAffineTransform(translationX: -500, y: 10))
        cell.appear()
        #expect(CATransform3DIsIdentity(cell.layer.transform))
    }

    @Test func transformsAreBoxedForAnimations() {
        let transform = CATransform3DMakeScale(1.2, 1.2, 1)
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        animation.toValue = NSValue(caTransform3D: transform)

        expectClose((animation.toValue as? NSValue)?.caTransform3DValue ?? CATransform3D(), transform)
        expectClose((animation.fromValue as? NSValue)?.caTransform3DValue ?? CATransform3D(), CATransform3DIdentity)
    }
}

import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct AffineTransformTests {
    @Test func transformsComposeAsCoreGraphicsDoes() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        let point = CGPoint(x: 1, y: 1)

        expectEqual(point.applying(scale.concatenating(move)), CGPoint(x: 12, y: 23), "scale first, then move")
        expectEqual(point.applying(move.concatenating(scale)), CGPoint(x: 22, y: 63), "move first, then scale")
        expectEqual(move.scaledBy(x: 2, y: 3), CGAffineTransform(scaleX: 2, y: 3).concatenating(move))
        expectEqual(CGAffineTransform.identity.translatedBy(x: 5, y: 6), CGAffineTransform(translationX: 5, y: 6))
        expectEqual(CGSize(width: 4, height: 5).applying(scale.concatenating(move)), CGSize(width: 8, height: 15))
        expectEqual(CGRect(x: 0, y: 0, width: 2, height: 2).applying(move), CGRect(x: 10, y: 20, width: 2, height: 2))
    }

    @Test func inversesUndoAndRotationsTurnClockwiseOnFlippedAxes() {
        let transform = CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 3, y: -1)
        let point = CGPoint(x: 7, y: 9)
        expectEqual(point.applying(transform).applying(transform.inverted()), point)
        expectEqual(CGAffineTransform(scaleX: 0, y: 1).inverted(), CGAffineTransform(scaleX: 0, y: 1), "a singular transform is returned unchanged")

        let quarter = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(quarter.x) < 1e-12 && abs(quarter.y - 1) < 1e-12)
        #expect(CGAffineTransform().isIdentity && !transform.isIdentity)
    }

    @Test func viewsStoreTheirTransformWithoutMovingTheirFrame() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        UIView.animate(withDuration: 0.2) {
            cell.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        }
        expectEqual(cell.transform, CGAffineTransform(scaleX: 0.95, y: 0.95))
        expectEqual(cell.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.transform = .identity
        #expect(cell.transform.isIdentity)
    }
}

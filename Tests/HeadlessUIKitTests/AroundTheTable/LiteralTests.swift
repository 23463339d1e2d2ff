import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct LiteralTests {
    @Test func aColorLiteralWithoutContextIsAUIColor() {
        let brand = #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        expectEqual(brand, UIColor(red: CGFloat(Float(0.2)), green: CGFloat(Float(0.4)), blue: CGFloat(Float(0.8)), alpha: 1))
    }

    @Test func anImageLiteralIsTheNamedAsset() {
        let icon = #imageLiteral(resourceName: "star")
        expectEqual(icon.headlessName, "star")
        expectEqual(icon, UIImage(named: "star"))
        let view = UIImageView(image: #imageLiteral(resourceName: "avatar"))
        expectEqual(view.image?.headlessName, "avatar")
    }
}

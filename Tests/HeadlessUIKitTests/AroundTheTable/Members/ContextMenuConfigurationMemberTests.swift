import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ContextMenuConfigurationMemberTests {
    @Test func elementOrderIsAutomaticUntilSet() {
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
        expectEqual(configuration.preferredMenuElementOrder, .automatic)
        configuration.preferredMenuElementOrder = .fixed
        expectEqual(configuration.preferredMenuElementOrder, .fixed)
        expectEqual(UIContextMenuConfiguration.ElementOrder(rawValue: 1), .priority)
    }

    @Test func badgeCountsThePressedItemAndTheSecondaryOnesUntilSet() {
        let configuration = UIContextMenuConfiguration()
        #expect(configuration.secondaryItemIdentifiers.isEmpty)
        expectEqual(configuration.badgeCount, 1)
        configuration.secondaryItemIdentifiers = [AnyHashable("b"), AnyHashable("c")]
        expectEqual(configuration.badgeCount, 3)
        configuration.badgeCount = 7
        configuration.secondaryItemIdentifiers = []
        expectEqual(configuration.badgeCount, 7)
    }
}

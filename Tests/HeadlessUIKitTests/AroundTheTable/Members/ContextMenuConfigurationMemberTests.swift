import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ContextMenuConfigurationMemberTests {
    @Test func elementOrderIsAutomaticUntilSet() {
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
        #expect(configuration.preferredMenuElementOrder == .automatic)
        configuration.preferredMenuElementOrder = .fixed
        #expect(configuration.preferredMenuElementOrder == .fixed)
        #expect(UIContextMenuConfiguration.ElementOrder(rawValue: 1) == .priority)
    }

    @Test func badgeCountsThePressedItemAndTheSecondaryOnesUntilSet() {
        let configuration = UIContextMenuConfiguration()
        #expect(configuration.secondaryItemIdentifiers.isEmpty)
        #expect(configuration.badgeCount == 1)
        configuration.secondaryItemIdentifiers = [AnyHashable("b"), AnyHashable("c")]
        #expect(configuration.badgeCount == 3)
        configuration.badgeCount = 7
        configuration.secondaryItemIdentifiers = []
        #expect(configuration.badgeCount == 7)
    }
}

import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ButtonMenuTests {
    @Test func pickingAMenuActionRunsItThenSendsMenuActionTriggered() {
        var log: [String] = []
        let button = UIButton(type: .system)
        button.menu = UIMenu(children: [
            UIAction(title: "Rename") { action in log.append("rename from \(action.sender is UIButton)") },
            UIMenu(title: "More", children: [
                UIAction(title: "Delete", attributes: .destructive) { _ in log.append("delete") },
                UIAction(title: "Archive", attributes: .disabled) { _ in log.append("archive") },
            ]),
        ])
        button.addAction(UIAction { _ in log.append("menuActionTriggered") }, for: .menuActionTriggered)

        #expect(button.simulateTapOnMenuAction(titled: "Delete"))
        #expect(button.simulateTapOnMenuAction(titled: "Rename"))
        #expect(!button.simulateTapOnMenuAction(titled: "Archive"))
        #expect(!button.simulateTapOnMenuAction(titled: "Missing"))

        expectEqual(log, ["delete", "menuActionTriggered", "rename from true", "menuActionTriggered"])
    }

    @Test func popUpButtonMarksThePickedActionAndShowsItsTitle() {
        var sort = ""
        let byName = UIAction(title: "Name", state: .on) { _ in sort = "name" }
        let byDate = UIAction(title: "Date") { _ in sort = "date" }
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Name"
        let button = UIButton(configuration: configuration)
        button.menu = UIMenu(children: [byName, byDate])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true

        button.simulateTapOnMenuAction(titled: "Date")

        expectEqual(sort, "date")
        #expect(byDate.state == .on && byName.state == .off)
        expectEqual(button.titleLabel?.text, "Date")
        #expect(!button.isSelected)
    }
}

import DTTableViewManager
@testable import StorageFuzzing

extension FuzzScreen {
    /// The contents most targeted tests start from: two sections, the first with a header and a
    /// footer, the second plain.
    static let standardContents: [FuzzOperation] = [
        .setSection(FuzzSectionSpec(items: [FuzzItem(id: 1), FuzzItem(id: 2), FuzzItem(id: 3)],
                                    header: FuzzHeader(id: 10), footer: FuzzFooter(id: 20)), section: 0),
        .addItems([FuzzItem(id: 4)], section: 1, single: true),
    ]

    /// A screen showing `contents`, with the reference model of the same contents.
    ///
    /// - Parameter contents: Valid operations that build the contents.
    /// - Returns: The screen, laid out, with its recorders emptied, and the reference.
    static func loaded(with contents: [FuzzOperation] = standardContents) -> (FuzzScreen, ReferenceModel) {
        let screen = FuzzScreen()
        var reference = ReferenceModel()
        for operation in contents {
            _ = reference.apply(operation)
            screen.perform(operation)
        }
        screen.tableView.layoutIfNeeded()
        _ = screen.violations.takeViolations()
        _ = screen.storageAnomalies.takeAnomalies()
        _ = screen.takeUnexpectedManagerAnomalies()
        return (screen, reference)
    }
}

import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport
@testable import DTTableViewManager

@MainActor @Suite struct DataSourceTests {
    @Test func sectionAndRowCountsComeFromStorage() throws {
        let controller = ManagedTableViewController()
        controller.manager.register(NiblessIntCell.self)
        controller.manager.memoryStorage.setItemsForAllSections([[1, 2, 3], [4]])
        let dataSource = try #require(controller.manager.tableDataSource)
        expectEqual(dataSource.numberOfSections(in: controller.tableView), 2)
        expectEqual(dataSource.tableView(controller.tableView, numberOfRowsInSection: 0), 3)
        expectEqual(dataSource.tableView(controller.tableView, numberOfRowsInSection: 1), 1)
    }

    @Test func titlesAnswerStringModelsInTitleStyle() throws {
        let controller = ManagedTableViewController()
        controller.manager.register(NiblessIntCell.self)
        controller.manager.memoryStorage.setItems([1])
        controller.manager.memoryStorage.setSectionHeaderModels(["Header"])
        controller.manager.memoryStorage.setSectionFooterModels(["Footer"])
        let dataSource = try #require(controller.manager.tableDataSource)
        expectEqual(dataSource.tableView(controller.tableView, titleForHeaderInSection: 0), "Header")
        expectEqual(dataSource.tableView(controller.tableView, titleForFooterInSection: 0), "Footer")
        expectNil(controller.manager.tableDelegate?.tableView(controller.tableView, viewForHeaderInSection: 0))
        controller.manager.configuration.sectionHeaderStyle = .view
        expectNil(dataSource.tableView(controller.tableView, titleForHeaderInSection: 0))
    }

    @Test func emptySectionHidesTitlesWhenConfigured() throws {
        let controller = ManagedTableViewController()
        controller.manager.memoryStorage.setSectionHeaderModels(["Header"])
        controller.manager.memoryStorage.setSectionFooterModels(["Footer"])
        controller.manager.configuration.displayHeaderOnEmptySection = false
        controller.manager.configuration.displayFooterOnEmptySection = false
        let dataSource = try #require(controller.manager.tableDataSource)
        expectNil(dataSource.tableView(controller.tableView, titleForHeaderInSection: 0))
        expectNil(dataSource.tableView(controller.tableView, titleForFooterInSection: 0))
    }

    @Test func emptySectionHidesViewsWhenConfigured() throws {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.registerHeader(NiblessHeaderFooterView.self)
        controller.manager.configuration.displayHeaderOnEmptySection = false
        controller.manager.memoryStorage.setSectionHeaderModels([1])
        expectNil(controller.manager.tableDelegate?.tableView(controller.tableView, viewForHeaderInSection: 0))
        #expect(recorder.anomalies.isEmpty)
    }

    @Test func tableAsksTheManagerOnlyForMethodsItImplements() throws {
        let controller = ManagedTableViewController()
        let delegate = try #require(controller.manager.tableDelegate)
        let dataSource = try #require(controller.manager.tableDataSource)
        #expect(dataSource.responds(to: .numberOfSections))
        #expect(dataSource.responds(to: .titleForHeaderInSection))
        #expect(!dataSource.responds(to: .commitEditingStyleForRowAt))
        #expect(delegate.responds(to: .viewForHeaderInSection))
        #expect(delegate.responds(to: .heightForHeaderInSection))
        #expect(!delegate.responds(to: .heightForRowAt))
        #expect(!delegate.responds(to: .didSelectRowAt))
        controller.manager.configuration.semanticHeaderHeight = false
        #expect(!delegate.responds(to: .heightForHeaderInSection))
    }

    @Test func answersForAllMethodsAtOnceAreTheAnswersForEachMethod() throws {
        let controller = ManagedTableViewController()
        let manager = controller.manager
        manager.register(NiblessIntCell.self) { mapping in
            mapping.didSelect { _, _, _ in }
            mapping.willDisplay { _, _, _ in }
        }
        manager.heightForCell(withItem: Int.self) { _, _ in 50 }
        manager.didEndDisplaying(NiblessIntCell.self) { _, _, _ in }
        manager.configuration.semanticFooterHeight = false
        let delegate = try #require(manager.tableDelegate)
        let dataSource = try #require(manager.tableDataSource)
        for (object, role) in [(delegate as DTTableViewDelegateWrapper, HeadlessTableViewMethod.Role.delegate), (dataSource, .dataSource)] {
            let methods = role.methods.filter { !$0.isRequired }
            let oneByOne = Set(methods.filter { object.responds(to: $0) })
            expectEqual(object.respondingMethods(among: methods), oneByOne)
        }
        let delegateMethods = HeadlessTableViewMethod.Role.delegate.methods
        let answered = delegate.respondingMethods(among: delegateMethods)
        #expect(answered.isSuperset(of: [.didSelectRowAt, .willDisplayCellForRowAt, .heightForRowAt, .didEndDisplayingCellForRowAt, .heightForHeaderInSection]))
        #expect(!answered.contains(.heightForFooterInSection))
        #expect(!answered.contains(.didDeselectRowAt))
    }

    @Test func tableIsAskedAgainWhenMappingsGainReactions() {
        let controller = ManagedTableViewController()
        let manager = controller.manager
        expectEqual(controller.tableView.headlessCachedResponse(to: .didSelectRowAt), false)
        manager.register(NiblessIntCell.self) { mapping in
            mapping.didSelect { _, _, _ in }
        }
        expectEqual(controller.tableView.headlessCachedResponse(to: .didSelectRowAt), true)
        expectEqual(controller.tableView.headlessCachedResponse(to: .heightForHeaderInSection), true)
    }

    @Test func ownerImplementingADelegateMethodIsForwardedTo() throws {
        let controller = HeightProvidingController()
        let delegate = try #require(controller.manager.tableDelegate)
        controller.manager.register(NiblessIntCell.self)
        controller.manager.memoryStorage.setItems([1])
        #expect(delegate.responds(to: .heightForRowAt))
        expectEqual(delegate.tableView(controller.tableView, heightForRowAt: IndexPath(row: 0, section: 0)), 77)
    }
}

@MainActor @Suite struct OwnerHeaderViewTests {
    @Test func ownerViewIsUsedWhenThereIsNoHeaderModel() throws {
        let controller = HeaderProvidingController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.configuration.sectionHeaderStyle = .view
        controller.manager.register(NiblessIntCell.self)
        controller.manager.memoryStorage.setItems([1])
        let header = controller.manager.tableDelegate?.tableView(controller.tableView, viewForHeaderInSection: 0)
        expectIdentical(header, controller.header)
        #expect(recorder.anomalies.isEmpty)
    }
}

@MainActor
private final class HeaderProvidingController: UIViewController, DTTableViewManageable, UITableViewDelegate {
    var tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let header = UIView(frame: .zero)

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { header }
}

@MainActor
private final class HeightProvidingController: UIViewController, DTTableViewManageable, UITableViewDelegate {
    var tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 77 }
}

@MainActor @Suite struct SemanticHeightTests {
    @Test func titleHeaderGetsAutomaticHeightAndMissingOneMinimal() throws {
        let controller = ManagedTableViewController(style: .grouped)
        controller.manager.register(NiblessIntCell.self)
        controller.manager.memoryStorage.setItemsForAllSections([[1], [2]])
        controller.manager.memoryStorage.setSectionHeaderModels(["Title"])
        let delegate = try #require(controller.manager.tableDelegate)
        expectEqual(delegate.tableView(controller.tableView, heightForHeaderInSection: 0), UITableView.automaticDimension)
        expectEqual(delegate.tableView(controller.tableView, heightForHeaderInSection: 1), .leastNormalMagnitude)
    }

    @Test func viewHeaderGetsTheTablesSectionHeaderHeight() throws {
        let controller = ManagedTableViewController()
        controller.tableView.sectionHeaderHeight = 33
        controller.manager.registerHeader(NiblessHeaderFooterView.self)
        controller.manager.register(NiblessIntCell.self)
        controller.manager.memoryStorage.setItems([1])
        controller.manager.memoryStorage.setSectionHeaderModels([1])
        expectEqual(controller.manager.tableDelegate?.tableView(controller.tableView, heightForHeaderInSection: 0), 33)
    }

    @Test func hiddenEmptySectionFooterGetsMinimalHeightPerStyle() throws {
        let plain = ManagedTableViewController(style: .plain)
        let grouped = ManagedTableViewController(style: .grouped)
        for controller in [plain, grouped] {
            controller.manager.configuration.displayFooterOnEmptySection = false
            controller.manager.memoryStorage.setSectionFooterModels(["Footer"])
        }
        expectEqual(plain.manager.tableDelegate?.tableView(plain.tableView, heightForFooterInSection: 0), 0)
        expectEqual(grouped.manager.tableDelegate?.tableView(grouped.tableView, heightForFooterInSection: 0), .leastNormalMagnitude)
    }
}

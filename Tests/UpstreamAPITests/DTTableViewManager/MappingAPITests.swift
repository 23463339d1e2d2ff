import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport

/// Inventory group "DTTableViewManager: table mappings and mapping protocols".
@MainActor @Suite struct MappingAPITests {
    /// An app's own cell mapping, adopting the cell mapping protocols with upstream's requirements.
    private final class ManualCellMapping: CellViewModelMappingProtocolGeneric {
        typealias Cell = NumberCell
        typealias Model = Int
        let viewType: ViewType = .cell
        let modelTypeCheckingBlock: (Any) -> Bool = { $0 is Int }
        let modelTypeTypeCheckingBlock: (Any.Type) -> Bool = { $0 is Int.Type }
        let viewClass: AnyClass = NumberCell.self
        let condition: MappingCondition = .none
        var reactions: [EventReaction] = []
        func updateCell(cell: Any, at indexPath: IndexPath, with model: Any) {
            (cell as? NumberCell)?.update(with: model as? Int ?? 0)
        }
        func dequeueConfiguredReusableCell(for tableView: UITableView, model: Any, indexPath: IndexPath) -> UITableViewCell? {
            let cell = tableView.dequeueReusableCell(withIdentifier: "manual", for: indexPath)
            updateCell(cell: cell, at: indexPath, with: model)
            return cell
        }
    }

    /// An app's own header mapping, adopting the supplementary mapping protocols.
    private final class ManualHeaderMapping: SupplementaryViewModelMappingProtocolGeneric {
        typealias View = TitleHeaderView
        typealias Model = String
        let viewType: ViewType = .supplementaryView(kind: DTTableViewElementSectionHeader)
        let modelTypeCheckingBlock: (Any) -> Bool = { $0 is String }
        let modelTypeTypeCheckingBlock: (Any.Type) -> Bool = { $0 is String.Type }
        let viewClass: AnyClass = TitleHeaderView.self
        let condition: MappingCondition = .none
        var reactions: [EventReaction] = []
        func dequeueConfiguredReusableSupplementaryView(for tableView: UITableView, kind: String, model: Any, indexPath: IndexPath) -> UIView? {
            let view = TitleHeaderView(reuseIdentifier: nil)
            view.update(with: model as? String ?? "")
            return view
        }
    }

    @Test func appMappingTypesAdoptTheMappingProtocols() {
        let table = UITableView()
        table.register(NumberCell.self, forCellReuseIdentifier: "manual")
        let cellMapping: CellViewModelMappingProtocol = ManualCellMapping()
        let cell = cellMapping.dequeueConfiguredReusableCell(for: table, model: 4, indexPath: IndexPath(row: 0, section: 0))
        expectEqual(cell?.textLabel?.text, "4")
        let headerMapping: SupplementaryViewModelMappingProtocol = ManualHeaderMapping()
        let header = headerMapping.dequeueConfiguredReusableSupplementaryView(for: table, kind: DTTableViewElementSectionHeader,
                                                                              model: "Title", indexPath: IndexPath(row: 0, section: 0))
        expectEqual((header as? TitleHeaderView)?.titles, ["Title"])
    }

    @Test func cellMappingDequeuesAndUpdatesCells() {
        var handled = 0
        let mapping = TableViewCellModelMapping<PostCell, Post>(cellConfiguration: { _, _, _ in handled += 1 }, mapping: { $0.reuseIdentifier = "posts" })
        let plain = TableViewCellModelMapping<UITableViewCell, String>(cellConfiguration: { cell, text, _ in cell.textLabel?.text = text }, mapping: nil)
        let cellType: TableViewCellModelMapping<PostCell, Post>.Cell.Type = PostCell.self
        let modelType: TableViewCellModelMapping<PostCell, Post>.Model.Type = Post.self
        _ = (cellType, modelType)
        expectEqual(mapping.reuseIdentifier, "posts")
        expectEqual(mapping.xibName, "PostCell")
        expectEqual(mapping.bundle, Bundle(for: PostCell.self))
        expectEqual(plain.xibName, "UITableViewCell")

        let table = UITableView()
        table.register(PostCell.self, forCellReuseIdentifier: "posts")
        let post = Post(id: 1, title: "one")
        let cell = mapping.dequeueConfiguredReusableCell(for: table, model: post, indexPath: IndexPath(row: 0, section: 0)) as? PostCell
        expectEqual(cell?.updates, [post])
        if let cell {
            mapping.updateCell(cell: cell, at: IndexPath(row: 0, section: 0), with: Post(id: 1, title: "uno"))
            mapping.updateBlock(cell, post)
        }
        expectEqual(handled, 2)
        expectEqual(cell?.updates.count, 3)
    }

    @Test func headerFooterMappingDequeuesAndUpdatesViews() {
        var sections: [Int] = []
        let mapping = TableViewHeaderFooterViewModelMapping<TitleHeaderView, String>(
            kind: DTTableViewElementSectionHeader, headerFooterConfiguration: { _, _, section in sections.append(section) }, mapping: { $0.xibName = nil })
        let plain = TableViewHeaderFooterViewModelMapping<UITableViewHeaderFooterView, Int>(
            kind: DTTableViewElementSectionFooter, headerFooterConfiguration: { _, _, _ in }, mapping: nil)
        let viewType: TableViewHeaderFooterViewModelMapping<TitleHeaderView, String>.View.Type = TitleHeaderView.self
        let modelType: TableViewHeaderFooterViewModelMapping<TitleHeaderView, String>.Model.Type = String.self
        _ = (viewType, modelType)
        expectEqual(mapping.reuseIdentifier, "TitleHeaderView")
        expectNil(mapping.xibName)
        expectEqual(mapping.bundle, Bundle(for: TitleHeaderView.self))
        expectEqual(plain.viewType, .supplementaryView(kind: DTTableViewElementSectionFooter))

        let table = UITableView()
        table.register(TitleHeaderView.self, forHeaderFooterViewReuseIdentifier: mapping.reuseIdentifier)
        let view = mapping.dequeueConfiguredReusableSupplementaryView(for: table, kind: DTTableViewElementSectionHeader,
                                                                      model: "Title", indexPath: IndexPath(row: 0, section: 3)) as? TitleHeaderView
        expectEqual(view?.titles, ["Title"])
        expectEqual(sections, [3])
        if let view { mapping.updateBlock(view, "Again") }
        expectEqual(view?.titles, ["Title", "Again"])
    }
}

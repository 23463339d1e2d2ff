extension HeadlessTableViewMethod {
    /// A table-view protocol that declares methods.
    public enum DeclaringProtocol: Hashable, Sendable, CaseIterable {
        /// ``UITableViewDataSource``.
        case dataSource
        /// ``UITableViewDelegate``.
        case delegate
        /// ``UIScrollViewDelegate``, which ``UITableViewDelegate`` refines.
        case scrollViewDelegate
        /// ``UITableViewDataSourcePrefetching``.
        case dataSourcePrefetching
        /// ``UITableViewDragDelegate``.
        case dragDelegate
        /// ``UITableViewDropDelegate``.
        case dropDelegate
    }

    /// A table-view property whose object answers for methods.
    ///
    /// A table view keeps one cache of answers per role and resets it when that property is
    /// assigned.
    public enum Role: Hashable, Sendable, CaseIterable {
        /// `UITableView.dataSource`.
        case dataSource
        /// `UITableView.delegate`: ``UITableViewDelegate`` and ``UIScrollViewDelegate`` methods.
        case delegate
        /// `UITableView.prefetchDataSource`.
        case prefetchDataSource
        /// `UITableView.dragDelegate`.
        case dragDelegate
        /// `UITableView.dropDelegate`.
        case dropDelegate

        /// Every method an object in this role may implement, in declaration order.
        ///
        /// - Complexity: O(1): the lists are made once.
        public var methods: [HeadlessTableViewMethod] {
            Self.methodLists[ordinal].all
        }

        /// The methods of ``methods`` that are not ``HeadlessTableViewMethod/isRequired``: the
        /// ones a table asks an object about when it is assigned.
        var optionalMethods: [HeadlessTableViewMethod] {
            Self.methodLists[ordinal].optional
        }

        /// The role's position in ``allCases``.
        private var ordinal: Int {
            switch self {
            case .dataSource: 0
            case .delegate: 1
            case .prefetchDataSource: 2
            case .dragDelegate: 3
            case .dropDelegate: 4
            }
        }

        /// Each role's methods, and its optional ones, indexed by ``ordinal``, so that reading
        /// them, as a table does at every assignment, hashes nothing.
        private static let methodLists: [(all: [HeadlessTableViewMethod], optional: [HeadlessTableViewMethod])] =
            allCases.enumerated().map { position, role in
                precondition(role.ordinal == position, "HeadlessTableViewMethod.Role.\(role) is not numbered by declaration order")
                let all = HeadlessTableViewMethod.allCases.filter { $0.role == role }
                return (all, all.filter { !$0.isRequired })
            }
    }

    /// The protocol that declares this method.
    public var declaringProtocol: DeclaringProtocol {
        switch self {
        case .numberOfRowsInSection, .cellForRowAt, .numberOfSections, .titleForHeaderInSection,
             .titleForFooterInSection, .canEditRowAt, .canMoveRowAt, .sectionIndexTitles,
             .sectionForSectionIndexTitle, .commitEditingStyleForRowAt, .moveRowAt:
            return .dataSource
        case .scrollViewDidScroll, .scrollViewDidZoom, .scrollViewWillBeginDragging,
             .scrollViewWillEndDragging, .scrollViewDidEndDragging, .scrollViewWillBeginDecelerating,
             .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation, .viewForZooming,
             .scrollViewWillBeginZooming, .scrollViewDidEndZooming, .scrollViewShouldScrollToTop,
             .scrollViewDidScrollToTop, .scrollViewDidChangeAdjustedContentInset:
            return .scrollViewDelegate
        case .prefetchRowsAt, .cancelPrefetchingForRowsAt:
            return .dataSourcePrefetching
        case .itemsForBeginningSession, .itemsForAddingToSession, .dragPreviewParametersForRowAt,
             .dragSessionWillBegin, .dragSessionDidEnd, .dragSessionAllowsMoveOperation,
             .dragSessionIsRestrictedToDraggingApplication:
            return .dragDelegate
        case .performDropWithCoordinator, .canHandleSession, .dropSessionDidEnter,
             .dropSessionDidUpdate, .dropSessionDidExit, .dropSessionDidEnd,
             .dropPreviewParametersForRowAt:
            return .dropDelegate
        default:
            return .delegate
        }
    }

    /// The table-view property whose object answers for this method.
    public var role: Role {
        switch declaringProtocol {
        case .dataSource: .dataSource
        case .delegate, .scrollViewDelegate: .delegate
        case .dataSourcePrefetching: .prefetchDataSource
        case .dragDelegate: .dragDelegate
        case .dropDelegate: .dropDelegate
        }
    }

    /// Whether UIKit declares this method `required`, so every conforming object implements it
    /// and it has no default implementation.
    public var isRequired: Bool {
        switch self {
        case .numberOfRowsInSection, .cellForRowAt, .prefetchRowsAt, .itemsForBeginningSession,
             .performDropWithCoordinator:
            true
        default:
            false
        }
    }
}

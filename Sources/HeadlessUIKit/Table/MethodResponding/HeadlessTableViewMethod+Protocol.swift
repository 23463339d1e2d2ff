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
            Self.methodsByRole[self] ?? []
        }

        private static let methodsByRole = Dictionary(grouping: HeadlessTableViewMethod.allCases, by: \.role)
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

import Foundation

extension DTTableViewManager {
    /// The installed object that receives `receiver`'s methods, or `nil` before the table is
    /// managed or where the platform has no such object (table drag and drop on tvOS).
    func eventReceiver(for receiver: EventMethodSignature.Receiver) -> DTTableViewDelegateWrapper? {
        switch receiver {
        case .dataSource: tableDataSource
        case .delegate: tableDelegate
        case .prefetchDataSource: tablePrefetchDataSource
        #if os(iOS) || HEADLESS_UIKIT
        case .dragDelegate: tableDragDelegate
        case .dropDelegate: tableDropDelegate
        #else
        case .dragDelegate, .dropDelegate: nil
        #endif
        }
    }
}

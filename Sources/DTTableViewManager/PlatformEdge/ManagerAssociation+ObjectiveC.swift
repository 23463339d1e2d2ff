import Foundation

#if canImport(ObjectiveC) && !HEADLESS_UIKIT
import ObjectiveC

/// Associates each ``DTTableViewManageable`` owner with its manager through an Objective-C
/// associated object, released together with the owner.
@MainActor
enum ManagerAssociation {
    /// The association key: the address of this static, unique for the process.
    private static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// The manager associated with `owner`, if any.
    static func manager(of owner: AnyObject) -> DTTableViewManager? {
        objc_getAssociatedObject(owner, key) as? DTTableViewManager
    }

    /// Associates `manager` with `owner`, replacing any previous association.
    static func setManager(_ manager: DTTableViewManager, of owner: AnyObject) {
        objc_setAssociatedObject(owner, key, manager, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
#endif

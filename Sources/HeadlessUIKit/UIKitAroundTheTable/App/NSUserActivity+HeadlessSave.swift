#if !canImport(ObjectiveC)
import Foundation

extension NSUserActivity {
    /// Saves the activity as UIKit does before it is handed off or indexed, at a moment the test
    /// chooses: HeadlessUIKit never saves an activity by itself.
    ///
    /// When ``needsSave`` is `true` and the activity was not invalidated: the ``delegate`` gets
    /// ``NSUserActivityDelegate/userActivityWillSave(_:)``; then, for an activity that responders
    /// share (``UIResponder/userActivity``), ``userInfo`` becomes empty and each responder gets
    /// ``UIResponder/updateUserActivityState(_:)``, in the order they took the activity, as
    /// UIKit documents. ``needsSave`` is then `false`. Otherwise nothing happens.
    ///
    /// UIKit does not document the order of the delegate call and the responders' updates.
    @MainActor
    public func headlessSave() {
        guard needsSave, !isInvalidated else { return }
        delegate?.userActivityWillSave(self)
        let responders = HeadlessUserActivityResponders.responders(of: self)
        if !responders.isEmpty {
            userInfo = [:]
            for responder in responders {
                responder.updateUserActivityState(self)
            }
        }
        needsSave = false
    }
}
#endif

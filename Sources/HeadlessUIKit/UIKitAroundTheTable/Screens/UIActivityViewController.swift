import Foundation

/// The share sheet: the system's and the app's services acting on items the app shares.
///
/// Headless: present it as on iOS; a test reads what is shared (``headlessActivityItems``,
/// ``headlessApplicationActivities``) and finishes it as the user would with
/// ``simulateCompletion(activityType:completed:)``.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// Called when the sheet is dismissed: the activity chosen, if any, and whether it completed.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    /// The items being shared (HeadlessUIKit-only; UIKit keeps them private).
    public let headlessActivityItems: [Any]
    /// The app's own activities offered (HeadlessUIKit-only; UIKit keeps them private).
    public let headlessApplicationActivities: [UIActivity]

    /// Called when the sheet is dismissed.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// The system activities not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?

    /// Creates a share sheet for `activityItems`.
    ///
    /// - Parameters:
    ///   - activityItems: What to share: strings, URLs, images, or item sources.
    ///   - applicationActivities: The app's own activities to offer, or `nil`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        headlessActivityItems = activityItems
        headlessApplicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: share sheets are created in code.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        headlessActivityItems = []
        headlessApplicationActivities = []
        super.init(coder: coder)
    }

    /// Finishes the sheet as the user would: performs the app activity of `activityType` if
    /// there is one, dismisses the sheet, and calls ``completionWithItemsHandler``
    /// (HeadlessUIKit-only).
    ///
    /// - Parameters:
    ///   - activityType: The activity the user chose, or `nil` for Cancel.
    ///   - completed: Whether the activity completed (ignored for an app activity, whose
    ///     ``UIActivity/activityDidFinish(_:)`` decides).
    public func simulateCompletion(activityType: UIActivity.ActivityType?, completed: Bool) {
        let finish: (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            let handler = completionWithItemsHandler
            dismiss(animated: true) {
                handler?(activityType, completed, nil, nil)
            }
        }
        if let activityType, let activity = headlessApplicationActivities.first(where: { $0.activityType == activityType }) {
            activity.finishHandler = finish
            activity.prepare(withActivityItems: headlessActivityItems)
            activity.perform()
        } else {
            finish(activityType != nil && completed)
        }
    }
}

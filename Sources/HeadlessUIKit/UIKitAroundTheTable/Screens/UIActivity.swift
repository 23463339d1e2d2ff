import Foundation

/// A service the share sheet offers: a system one (Mail, Copy, AirDrop…) or the app's own.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// The identifier of a kind of activity.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The identifier.
        public let rawValue: String

        /// Creates a type from its identifier.
        ///
        /// - Parameter rawValue: The identifier, such as `"com.example.app.favorite"`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a type from its identifier.
        ///
        /// - Parameter rawValue: The identifier, such as `"com.example.app.favorite"`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Posting to Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Posting to Twitter.
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Posting to Weibo.
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        /// Sending a message.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sending an email.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Printing.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copying to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Assigning an image to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saving to the photo library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adding to Safari's reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Posting to Flickr.
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        /// Posting to Vimeo.
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        /// Posting to Tencent Weibo.
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        /// Sending with AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opening in Books.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marking up as a PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// Where the share sheet shows an activity.
    public enum Category: Int, Sendable {
        /// In the row of actions.
        case action = 0
        /// In the row of sharing services.
        case share = 1
    }

    /// Creates an activity.
    public override init() {
        super.init()
    }

    /// Where the share sheet shows activities of this class: actions by default.
    open class var activityCategory: Category { .action }
    /// The activity's type; `nil` by default (subclasses return their own).
    open var activityType: ActivityType? { nil }
    /// The title shown under the activity's icon.
    open var activityTitle: String? { nil }
    /// The activity's icon.
    open var activityImage: UIImage? { nil }
    /// The controller the share sheet presents to perform the activity, if any.
    open var activityViewController: UIViewController? { nil }

    /// Whether the activity can act on the shared items; `false` by default.
    ///
    /// - Parameter activityItems: The items being shared.
    /// - Returns: Whether the share sheet offers the activity.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// Prepares to act on the items the user chose to share.
    ///
    /// - Parameter activityItems: The items.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// Performs the activity; subclasses call ``activityDidFinish(_:)`` when done.
    open func perform() {}

    /// Tells the share sheet the activity finished.
    ///
    /// - Parameter completed: Whether it completed.
    open func activityDidFinish(_ completed: Bool) {
        finishHandler?(completed)
    }

    /// What the share sheet does when the activity finishes.
    var finishHandler: ((Bool) -> Void)?
}

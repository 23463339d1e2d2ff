import Foundation

// UIKit names of Swift 4, which Apple's SDK still declares for code compiled in Swift 4 mode:
// obsoleted in Swift 4.2 and renamed, so that Swift 4.2 and later report the new name (a
// "has been renamed" error with a fix-it), as the SDK does.

/// The Swift 4 name of `UITableViewCell.CellStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

/// The Swift 4 name of `UITableView.Style`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

/// The Swift 4 name of `UITableView.RowAnimation`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

/// The Swift 4 name of `UITableView.ScrollPosition`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

/// The Swift 4 name of `UITableViewCell.AccessoryType`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

/// The Swift 4 name of `UITableViewCell.SelectionStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

/// The Swift 4 name of `UITableViewCell.EditingStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle

/// The Swift 4 name of `UITableViewCell.SeparatorStyle`.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle

/// The Swift 4 name of `UIControl.Event`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// The Swift 4 name of `UIControl.State`.
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// The Swift 4 name of `UIView.ContentMode`.
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

/// The Swift 4 name of `UIView.AnimationOptions`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

/// The Swift 4 name of `UIView.AutoresizingMask`.
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

/// The Swift 4 name of `NSLayoutConstraint.Axis`.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

/// The Swift 4 name of `UIFont.TextStyle`.
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

/// The Swift 4 name of `UIButton.ButtonType`.
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

/// The Swift 4 name of `UIBarButtonItem.SystemItem`.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

/// The Swift 4 name of `UIBarButtonItem.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

/// The Swift 4 name of `UIActivityIndicatorView.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style

/// The Swift 4 name of `UIAlertController.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

/// The Swift 4 name of `UIAlertAction.Style`.
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style

/// The Swift 4 name of `UIApplication.LaunchOptionsKey`.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

/// The Swift 4 name of `UITableView.automaticDimension`.
@available(swift, obsoleted: 4.2, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension: CGFloat = -1

/// The Swift 4 name of `UIResponder.keyboardFrameBeginUserInfoKey`.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"

/// The Swift 4 name of `UIResponder.keyboardFrameEndUserInfoKey`.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"

/// The Swift 4 name of `UIResponder.keyboardAnimationDurationUserInfoKey`.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"

/// The Swift 4 name of `UIResponder.keyboardAnimationCurveUserInfoKey`.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"

extension NSNotification.Name {
    /// The Swift 4 name of `UIResponder.keyboardWillShowNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = NSNotification.Name("UIKeyboardWillShowNotification")

    /// The Swift 4 name of `UIResponder.keyboardDidShowNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
    public static let UIKeyboardDidShow = NSNotification.Name("UIKeyboardDidShowNotification")

    /// The Swift 4 name of `UIResponder.keyboardWillHideNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = NSNotification.Name("UIKeyboardWillHideNotification")

    /// The Swift 4 name of `UIResponder.keyboardDidHideNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
    public static let UIKeyboardDidHide = NSNotification.Name("UIKeyboardDidHideNotification")

    /// The Swift 4 name of `UIResponder.keyboardWillChangeFrameNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = NSNotification.Name("UIKeyboardWillChangeFrameNotification")

    /// The Swift 4 name of `UIApplication.didBecomeActiveNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
    public static let UIApplicationDidBecomeActive = NSNotification.Name("UIApplicationDidBecomeActiveNotification")

    /// The Swift 4 name of `UIApplication.willResignActiveNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
    public static let UIApplicationWillResignActive = NSNotification.Name("UIApplicationWillResignActiveNotification")

    /// The Swift 4 name of `UIApplication.didEnterBackgroundNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
    public static let UIApplicationDidEnterBackground = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")

    /// The Swift 4 name of `UIApplication.willEnterForegroundNotification`.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
    public static let UIApplicationWillEnterForeground = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
}

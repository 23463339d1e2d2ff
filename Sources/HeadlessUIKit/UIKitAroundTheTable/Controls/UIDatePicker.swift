import Foundation

/// The look of a date picker.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice for the context.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A compact label that opens a calendar.
    case compact = 2
    /// An inline calendar.
    case inline = 3
}

/// A control for choosing a date, a time, or a countdown duration: a form's date row.
///
/// Headless: the user's choice is ``simulatePick(_:)``, which sends `valueChanged` as a user's
/// change does; setting ``date`` in code sends nothing, as in UIKit.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses.
    public enum Mode: Int, Sendable {
        /// A time of day.
        case time = 0
        /// A calendar date.
        case date = 1
        /// A date and a time.
        case dateAndTime = 2
        /// A duration in hours and minutes.
        case countDownTimer = 3
    }

    /// What the picker chooses; `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime
    /// The style the app prefers.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style shown: the preferred one, `.compact` for `.automatic` (as iOS 14+ shows date
    /// pickers in forms), `.wheels` for the countdown timer.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    /// The locale of the displayed values, or `nil` for the current one.
    open var locale: Locale?
    /// The calendar of the displayed values; the current calendar by default.
    open var calendar: Calendar! = .current
    /// The time zone of the displayed values, or `nil` for the current one.
    open var timeZone: TimeZone?
    /// The chosen date; now by default.
    open var date = Date()
    /// The earliest date the user can choose, or `nil`.
    open var minimumDate: Date?
    /// The latest date the user can choose, or `nil`.
    open var maximumDate: Date?
    /// The chosen countdown, in seconds (`.countDownTimer` mode).
    open var countDownDuration: TimeInterval = 0
    /// The step of the minute wheel, a divisor of 60 from 1 to 30; other values are ignored.
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set { if (1...30).contains(newValue), 60 % newValue == 0 { storedMinuteInterval = newValue } }
    }
    /// Whether a chosen date is rounded to the minute interval.
    open var roundsToMinuteInterval: Bool = true

    private var storedMinuteInterval = 1

    /// Sets the date without sending events.
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - animated: Ignored headlessly.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// Simulates the user choosing `date` (HeadlessUIKit-only): the date is limited to
    /// ``minimumDate``...``maximumDate`` as the wheels and calendar limit it, then `valueChanged`
    /// is sent. Nothing happens when the picker is disabled, hidden or not interactive.
    ///
    /// - Parameter date: The date the user picks.
    /// - Returns: Whether the picker changed.
    @discardableResult
    public func simulatePick(_ date: Date) -> Bool {
        guard acceptsHeadlessTouches else { return false }
        var picked = date
        if let minimumDate { picked = max(picked, minimumDate) }
        if let maximumDate { picked = min(picked, maximumDate) }
        guard picked != self.date else { return false }
        self.date = picked
        sendActions(for: .valueChanged)
        return true
    }
}

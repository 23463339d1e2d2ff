import Foundation

/// An alert or action sheet: a title, a message and buttons (``UIAlertAction``s), presented
/// modally.
///
/// Present it with `present(_:animated:completion:)`; in tests, find it as the presenting
/// controller's `presentedViewController` and tap a button with
/// ``simulateTapOnAction(titled:)``:
///
/// ```swift
/// screen.tableView.simulateSwipe(at: row, edge: .trailing).first?.tap()
/// let alert = try #require(screen.presentedViewController as? UIAlertController)
/// #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
/// alert.simulateTapOnAction(titled: "Delete")
/// ```
///
/// Alerts take text fields (``addTextField(configurationHandler:)``): type into them with
/// `UITextField`'s `simulateTyping(_:)` before tapping a button; the first one becomes first
/// responder when the alert appears, as in UIKit.
///
/// Headless: the view shows the title, the message, the text fields and a button per action in
/// a simple model of UIKit's layout, so that text dumps and pictures show the alert; tapping
/// one of those buttons with `simulateTap()` is tapping its action.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Whether the controller is an alert or an action sheet.
    public enum Style: Int, Sendable {
        /// A sheet of actions anchored to the bottom of the screen (or a popover).
        case actionSheet = 0
        /// A centered alert.
        case alert = 1
    }

    private var storedPreferredStyle: Style = .alert
    private var storedActions: [UIAlertAction] = []
    private var storedTextFields: [UITextField] = []

    /// Creates an alert or action sheet.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message under the title.
    ///   - preferredStyle: Alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        storedPreferredStyle = preferredStyle
    }

    /// The message under the title.
    open var message: String?
    /// Whether the controller is an alert or an action sheet.
    open var preferredStyle: UIAlertController.Style { storedPreferredStyle }
    /// The buttons, in the order they were added.
    open var actions: [UIAlertAction] { storedActions }
    /// The button UIKit emphasizes and triggers with the Return key.
    open var preferredAction: UIAlertAction?

    /// Adds a button.
    ///
    /// A second `.cancel` action is a programming error that stops the program, as UIKit raises
    /// an exception for it.
    /// - Parameter action: The button.
    open func addAction(_ action: UIAlertAction) {
        precondition(
            action.style != .cancel || !storedActions.contains { $0.style == .cancel },
            "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
        )
        storedActions.append(action)
    }

    // MARK: - Text fields

    /// The text fields, in the order they were added; `nil` when there are none.
    open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }

    /// Adds a text field to an alert, configured by the handler before the alert shows.
    ///
    /// Only alerts take text fields: adding one to an action sheet stops the program, as UIKit
    /// raises an exception. Headless: the field is a subview of the alert's view, so it shares
    /// the first responder of the window the alert is presented in.
    /// - Parameter configurationHandler: Sets the field up (placeholder, secure entry…).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField(frame: .zero)
        storedTextFields.append(field)
        view.addSubview(field)
        configurationHandler?(field)
    }

    /// Shows the title, the message, the text fields and a button for each action in the
    /// alert's view (see `UIAlertController+Content.swift`). Overrides call `super`.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        installContent()
    }

    /// Places the alert's content: centered for an alert, at the bottom for an action sheet.
    /// Overrides call `super`.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutContent()
    }

    /// Makes the first text field first responder, as UIKit shows the keyboard with an alert
    /// that has text fields. Overrides call `super`.
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        storedTextFields.first?.becomeFirstResponder()
    }

    // MARK: - Simulated touch

    /// Simulates tapping a button (HeadlessUIKit-only): as in UIKit, the alert is dismissed, then
    /// the action's handler runs.
    ///
    /// - Parameter action: One of ``actions``.
    /// - Returns: `false`, doing nothing, when the action is not one of this alert's or is
    ///   disabled.
    @discardableResult
    public func simulateTap(on action: UIAlertAction) -> Bool {
        guard action.isEnabled, storedActions.contains(where: { $0 === action }) else { return false }
        let runHandler: () -> Void = { action.handler?(action) }
        if presentingViewController != nil {
            dismiss(animated: true, completion: runHandler)
        } else {
            runHandler()
        }
        return true
    }

    /// Simulates tapping the first button with a title (HeadlessUIKit-only); see
    /// ``simulateTap(on:)``.
    ///
    /// - Parameter title: The button's title.
    /// - Returns: `false`, doing nothing, when no enabled button has that title.
    @discardableResult
    public func simulateTapOnAction(titled title: String) -> Bool {
        guard let action = storedActions.first(where: { $0.title == title }) else { return false }
        return simulateTap(on: action)
    }
}

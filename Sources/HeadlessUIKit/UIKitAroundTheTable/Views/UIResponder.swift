import Foundation

/// The base of HeadlessUIKit's views and view controllers, as `UIResponder` is in UIKit: the
/// responder chain and first-responder status.
///
/// Headless: there is one first responder per window, or per root view of a hierarchy that is
/// in no window (UIKit needs a window; HeadlessUIKit lets tests edit fields of a screen they did
/// not put in one). A view controller counts in its view's hierarchy; another responder is its
/// own scope.
@preconcurrency @MainActor
open class UIResponder: NSObject, UIUserActivityRestoring, UIResponderStandardEditActions {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// How HeadlessUIKit creates an app delegate or a scene delegate from its class, as UIKit's
    /// Objective-C runtime does; not for use in code.
    ///
    /// Swift constructs a class held in a metatype only through a `required` initializer. This
    /// one is unavailable, so subclasses never have to provide it; it calls `init()`,
    /// dispatching to a subclass's override.
    /// - Parameter headlessRuntime: Nothing.
    @available(*, unavailable, message: "UIKit creates delegates from their class; call init()")
    public required convenience init(headlessRuntime: Void) {
        self.init()
    }

    // MARK: - Responder chain

    /// The next responder in the chain, or `nil` at its end.
    ///
    /// As in UIKit: a view answers the view controller whose view it is, else its superview; a
    /// view controller answers its view's superview, else its parent or the controller that
    /// presents it; other responders answer `nil`. Headless: a view finds its controller among
    /// the controllers its window shows (root, children, presented), so a controller's view that
    /// is in no window answers its superview; a window answers `nil` (there is no
    /// `UIApplication`).
    open var next: UIResponder? {
        if let view = self as? UIView {
            return view.headlessOwningViewController ?? view.superview
        }
        if let controller = self as? UIViewController {
            return controller.viewIfLoaded?.superview ?? controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    // MARK: - First responder

    /// Whether this responder accepts first-responder status; `false` unless a subclass says
    /// otherwise (text fields and text views do).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of its window (headless: or of its root
    /// view when it is in no window).
    open var isFirstResponder: Bool {
        HeadlessFirstResponders.contains(self)
    }

    /// Asks to make this responder the first responder of its window.
    ///
    /// As in UIKit: when ``canBecomeFirstResponder`` is `true`, the current first responder of
    /// the same window is asked to resign (``canResignFirstResponder``, then
    /// ``resignFirstResponder()``); if it refuses, this one does not become first responder.
    /// Overrides call `super`.
    /// - Returns: Whether this responder is now the first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = HeadlessFirstResponders.firstResponder(sharingScopeWith: self) {
            guard HeadlessFirstResponders.isForcingResignation || current.canResignFirstResponder,
                current.resignFirstResponder(), !current.isFirstResponder
            else { return false }
        }
        HeadlessFirstResponders.insert(self)
        return true
    }

    /// Gives up first-responder status; `true` when this responder is no longer the first
    /// responder. Overrides call `super`; they may return `false` to refuse, as in UIKit.
    ///
    /// - Returns: `true` unless an override refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        HeadlessFirstResponders.remove(self)
        return true
    }

    // MARK: - Input views

    /// The view shown instead of the keyboard while this responder is first responder; `nil` in
    /// `UIResponder` (text fields and text views make it settable). Headless: never shown.
    open var inputView: UIView? { nil }

    /// The view shown above the keyboard while this responder is first responder; `nil` in
    /// `UIResponder` (text fields and text views make it settable). Headless: never shown.
    open var inputAccessoryView: UIView? { nil }

    /// Updates the input views of the first responder. Headless: nothing is shown, so this does
    /// nothing.
    open func reloadInputViews() {}

    // MARK: - Touches, presses and motion

    /// Called when fingers touch the view or window. The default passes the call to ``next``,
    /// as UIKit's does; overrides that handle touches do not call `super`.
    ///
    /// Headless: `UIWindow.simulateTouch(at:)` sends touches to the view it hit-tests.
    /// - Parameters:
    ///   - touches: The touches that began.
    ///   - event: The event they belong to.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Called when fingers move. The default passes the call to ``next``.
    ///
    /// - Parameters:
    ///   - touches: The touches that moved.
    ///   - event: The event they belong to.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Called when fingers lift. The default passes the call to ``next``.
    ///
    /// - Parameters:
    ///   - touches: The touches that ended.
    ///   - event: The event they belong to.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Called when the system cancels touches (a gesture recognizer took them). The default
    /// passes the call to ``next``.
    ///
    /// - Parameters:
    ///   - touches: The touches cancelled.
    ///   - event: The event they belong to.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Called when a stylus's estimated touch properties (force, angle) get their final
    /// values; the default does nothing. Headless: touches have no estimated properties.
    ///
    /// - Parameter touches: The touches updated.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Called when physical buttons are pressed. The default passes the call to ``next``.
    ///
    /// - Parameters:
    ///   - presses: The presses that began.
    ///   - event: The event they belong to.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Called when the force of presses changes. The default passes the call to ``next``.
    ///
    /// - Parameters:
    ///   - presses: The presses that changed.
    ///   - event: The event they belong to.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Called when physical buttons are released. The default passes the call to ``next``.
    ///
    /// - Parameters:
    ///   - presses: The presses that ended.
    ///   - event: The event they belong to.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Called when the system cancels presses. The default passes the call to ``next``.
    ///
    /// - Parameters:
    ///   - presses: The presses cancelled.
    ///   - event: The event they belong to.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// Called when a motion (a shake) begins. The default passes the call to ``next``.
    ///
    /// Headless: `UIWindow.simulateShake()` sends it.
    /// - Parameters:
    ///   - motion: The motion: `.motionShake`.
    ///   - event: The event.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    /// Called when a motion (a shake) ends. The default passes the call to ``next``.
    ///
    /// - Parameters:
    ///   - motion: The motion: `.motionShake`.
    ///   - event: The event.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    /// Called when the system cancels a motion. The default passes the call to ``next``.
    ///
    /// - Parameters:
    ///   - motion: The motion.
    ///   - event: The event.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    /// Called when a remote-control event (headphone or lock-screen playback controls) arrives.
    /// The default passes the call to ``next``. Headless: none arrives unless a test calls it.
    ///
    /// - Parameter event: The event.
    open func remoteControlReceived(with event: UIEvent?) {
        next?.remoteControlReceived(with: event)
    }

    // MARK: - Actions and input controllers

    /// Whether this responder performs an action (copy, paste, a menu command).
    ///
    /// UIKit's default answers whether the responder implements the action's method. Headless:
    /// Linux cannot look methods up by selector, so the default answers `false`; responders that
    /// perform actions override this, as apps commonly do.
    /// - Parameters:
    ///   - action: The action.
    ///   - sender: The object asking.
    /// - Returns: Whether the action can be performed.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        false
    }

    /// The responder that performs an action: this one if ``canPerformAction(_:withSender:)``
    /// answers `true`, else the next responder's target, as in UIKit.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - sender: The object asking.
    /// - Returns: The responder, or `nil`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    /// The controller whose view is shown above the keyboard while this responder is first
    /// responder; `nil`. Headless: never shown.
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// The controller whose view is shown instead of the keyboard while this responder is first
    /// responder; `nil`. Headless: never shown.
    open var inputViewController: UIInputViewController? { nil }

    /// An identifier under which the keyboard remembers its input mode for this responder;
    /// `nil` (none) unless overridden.
    open var textInputContextIdentifier: String? { nil }

    /// Forgets the input mode the keyboard remembered for an identifier. Headless: nothing is
    /// remembered.
    ///
    /// - Parameter identifier: The identifier.
    open class func clearTextInputContextIdentifier(_ identifier: String) {}

    // MARK: - Commands

    /// The keyboard shortcuts this responder offers while it is in the responder chain; `nil`
    /// (none) unless overridden.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Updates a command's title, image or state before a menu shows it; the default does
    /// nothing. Headless: there is no menu bar, so HeadlessUIKit never calls it.
    ///
    /// - Parameter command: The command.
    open func validate(_ command: UICommand) {}

    /// Whether the responder takes part in the system's editing gestures (three-finger undo,
    /// redo, cut, copy and paste). `.default` unless overridden.
    open var editingInteractionConfiguration: UIEditingInteractionConfiguration { .default }

    // MARK: - Standard edit actions

    // UIKit imports these `UIResponderStandardEditActions` commands into `UIResponder`, so that
    // subclasses override them; responders that perform one also answer `true` from
    // `canPerformAction(_:withSender:)` for its selector. The defaults do nothing.

    /// Removes the selection to the pasteboard; the default does nothing.
    ///
    /// - Parameter sender: The object sending the command (an edit menu, a key command).
    open func cut(_ sender: Any?) {}

    /// Copies the selection to the pasteboard; the default does nothing.
    ///
    /// - Parameter sender: The object sending the command (an edit menu, a key command).
    open func copy(_ sender: Any?) {}

    /// Inserts the pasteboard's contents; the default does nothing.
    ///
    /// - Parameter sender: The object sending the command (an edit menu, a key command).
    open func paste(_ sender: Any?) {}

    /// Selects the word or item at the insertion point; the default does nothing.
    ///
    /// - Parameter sender: The object sending the command (an edit menu, a key command).
    open func select(_ sender: Any?) {}

    /// Selects all the content; the default does nothing.
    ///
    /// - Parameter sender: The object sending the command (an edit menu, a key command).
    open func selectAll(_ sender: Any?) {}

    /// Deletes the selection; the default does nothing.
    ///
    /// - Parameter sender: The object sending the command (an edit menu, a key command).
    open func delete(_ sender: Any?) {}

    /// Sets the selection's writing direction to left to right; the default does nothing.
    ///
    /// - Parameter sender: The object sending the command (an edit menu, a key command).
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}

    /// Sets the selection's writing direction to right to left; the default does nothing.
    ///
    /// - Parameter sender: The object sending the command (an edit menu, a key command).
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}

    /// Toggles bold text in the selection; the default does nothing.
    ///
    /// - Parameter sender: The object sending the command (an edit menu, a key command).
    open func toggleBoldface(_ sender: Any?) {}

    /// Toggles italic text in the selection; the default does nothing.
    ///
    /// - Parameter sender: The object sending the command (an edit menu, a key command).
    open func toggleItalics(_ sender: Any?) {}

    /// Toggles underlined text in the selection; the default does nothing.
    ///
    /// - Parameter sender: The object sending the command (an edit menu, a key command).
    open func toggleUnderline(_ sender: Any?) {}

    /// Makes the selection's font larger; the default does nothing.
    ///
    /// - Parameter sender: The object sending the command (an edit menu, a key command).
    open func increaseSize(_ sender: Any?) {}

    /// Makes the selection's font smaller; the default does nothing.
    ///
    /// - Parameter sender: The object sending the command (an edit menu, a key command).
    open func decreaseSize(_ sender: Any?) {}

    // MARK: - User activities

    /// The activity ``userActivity`` holds.
    private var storedUserActivity: NSUserActivity?

    /// The user activity (Handoff, search, state restoration) this responder supports; `nil`
    /// until set.
    ///
    /// As in UIKit, setting it hands the activity to UIKit: when a save finds its `needsSave`
    /// set, its `userInfo` is emptied and every responder that shares it gets
    /// ``updateUserActivityState(_:)``. A responder that sets it to `nil` (or to another
    /// activity) leaves its old activity, and an activity no responder shares any more is
    /// invalidated. Headless: a save happens when a test calls `NSUserActivity.headlessSave()`.
    open var userActivity: NSUserActivity? {
        get { storedUserActivity }
        set {
            guard newValue !== storedUserActivity else { return }
            if let old = storedUserActivity, HeadlessUserActivityResponders.remove(self, from: old) {
                old.invalidate()
            }
            storedUserActivity = newValue
            if let newValue {
                HeadlessUserActivityResponders.insert(self, for: newValue)
            }
        }
    }

    /// Updates `activity`, the ``userActivity`` this responder shares, before it is saved; the
    /// default does nothing.
    ///
    /// Overrides add the responder's state with `addUserInfoEntries(from:)` (UIKit empties
    /// `userInfo` before asking each responder), and set `needsSave` when the state changes so
    /// that this method is called again.
    /// - Parameter activity: The activity to update.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores this responder's state from `activity`'s `userInfo`; the default does nothing.
    ///
    /// UIKit calls it on the objects an app delegate passes to the restoration handler of
    /// `application(_:continue:restorationHandler:)`; apps also call it directly. Headless:
    /// nothing continues an activity, so only the app's own code calls it.
    /// - Parameter activity: The activity to continue.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    // MARK: - Objective-C stand-ins

    /// Called once an object loaded from a nib or storyboard has all its outlets set.
    ///
    /// UIKit declares this on `NSObject`; HeadlessUIKit declares it here, on the common base of
    /// views and view controllers, because Linux has no Objective-C categories to override.
    /// ``UINib/instantiate(withOwner:options:)`` and storyboard prototype cells call it on every
    /// view they create. Overrides call `super`.
    open func awakeFromNib() {}

    /// Objects attached to this responder and released with it: HeadlessUIKit's stand-in for
    /// Objective-C associated objects (`objc_setAssociatedObject`), which Linux lacks.
    ///
    /// Libraries that attach state to view controllers or views on Apple platforms through
    /// associated objects use this store on Linux, so the state lives exactly as long as its
    /// responder. Key entries with an identifier the library owns, such as
    /// `ObjectIdentifier(SomeType.self)`.
    public final var headlessAssociatedObjects: [ObjectIdentifier: AnyObject] = [:]

    // MARK: - Accessibility
    //
    // UIKit declares these on `NSObject` (an informal protocol); HeadlessUIKit declares them on
    // the common base of views, view controllers and accessibility elements, so that subclasses
    // override them as apps do (`override var accessibilityLabel: String?`). Values not set
    // answer UIKit's standard ones for the class (a label's text, a button's title and traits).

    /// What the app set on the accessibility properties; `nil` entries answer the standard value.
    final var accessibilityAttributes = AccessibilityAttributes()

    /// Whether assistive technologies treat the object as an element: by default `true` for
    /// labels and controls, `false` otherwise.
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes.isElement ?? standardAccessibility.isElement }
        set { accessibilityAttributes.isElement = newValue }
    }

    /// The short description read to the user: by default a label's text or a button's title.
    open var accessibilityLabel: String? {
        get { accessibilityAttributedLabel?.string }
        set { accessibilityAttributedLabel = .accessibilityText(newValue) }
    }

    /// ``accessibilityLabel`` with attributes for speech.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityAttributes.label ?? .accessibilityText(standardAccessibility.label) }
        set { accessibilityAttributes.label = newValue }
    }

    /// What happens when the element is activated, read after the label.
    open var accessibilityHint: String? {
        get { accessibilityAttributedHint?.string }
        set { accessibilityAttributedHint = .accessibilityText(newValue) }
    }

    /// ``accessibilityHint`` with attributes for speech.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityAttributes.hint }
        set { accessibilityAttributes.hint = newValue }
    }

    /// The element's current value, such as a switch's `"1"` or a slider's percentage.
    open var accessibilityValue: String? {
        get { accessibilityAttributedValue?.string }
        set { accessibilityAttributedValue = .accessibilityText(newValue) }
    }

    /// ``accessibilityValue`` with attributes for speech.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityAttributes.value ?? .accessibilityText(standardAccessibility.value) }
        set { accessibilityAttributes.value = newValue }
    }

    /// What the element is and its state; by default the control's traits (`.button`,
    /// `.notEnabled`, `.selected`…), `.staticText` for labels, `.image` for image views. Setting
    /// it replaces them all, as in UIKit: insert into the standard traits to keep them.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes.traits ?? standardAccessibility.traits }
        set { accessibilityAttributes.traits = newValue }
    }

    /// The element's frame in screen coordinates; `.zero` until set (views are located by
    /// their frames headlessly).
    open var accessibilityFrame: CGRect {
        get { accessibilityAttributes.frame }
        set { accessibilityAttributes.frame = newValue }
    }

    /// Where a double tap activates the element, in screen coordinates; by default the middle
    /// of ``accessibilityFrame``.
    open var accessibilityActivationPoint: CGPoint {
        get {
            accessibilityAttributes.activationPoint
                ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY)
        }
        set { accessibilityAttributes.activationPoint = newValue }
    }

    /// The language the element's label and value are spoken in (a BCP 47 tag), or `nil`.
    open var accessibilityLanguage: String? {
        get { accessibilityAttributes.language }
        set { accessibilityAttributes.language = newValue }
    }

    /// Whether the element's children are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributes.elementsHidden }
        set { accessibilityAttributes.elementsHidden = newValue }
    }

    /// Whether assistive technologies ignore the element's siblings (a modal view).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributes.viewIsModal }
        set { accessibilityAttributes.viewIsModal = newValue }
    }

    /// Whether the element's children are read together, in their order.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityAttributes.groupsChildren }
        set { accessibilityAttributes.groupsChildren = newValue }
    }

    /// How Switch Control navigates the element's children.
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { accessibilityAttributes.navigationStyle }
        set { accessibilityAttributes.navigationStyle = newValue }
    }

    /// Whether the element responds to the user's actions; by default whether it is a control.
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityAttributes.respondsToUserInteraction ?? (self is UIControl) }
        set { accessibilityAttributes.respondsToUserInteraction = newValue }
    }

    /// The names Voice Control and Full Keyboard Access accept for the element; by default its
    /// label.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityAttributes.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibilityAttributes.userInputLabels = newValue }
    }

    /// The elements a container exposes, in reading order, or `nil` for its subviews.
    open var accessibilityElements: [Any]? {
        get { accessibilityAttributes.elements }
        set { accessibilityAttributes.elements = newValue }
    }

    /// The kind of container the element is.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityAttributes.containerType }
        set { accessibilityAttributes.containerType = newValue }
    }

    /// The actions the element offers besides activation (VoiceOver's Actions rotor).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityAttributes.customActions }
        set { accessibilityAttributes.customActions = newValue }
    }

    /// Activates the element on a double tap; returns whether it handled the activation. The
    /// default does nothing and returns `false` (assistive technologies then tap the
    /// activation point).
    ///
    /// - Returns: Whether the element handled the activation.
    open func accessibilityActivate() -> Bool { false }

    /// Increments an adjustable element's value; the default does nothing.
    open func accessibilityIncrement() {}

    /// Decrements an adjustable element's value; the default does nothing.
    open func accessibilityDecrement() {}

    /// Scrolls the content; returns whether it scrolled. The default does nothing.
    ///
    /// - Parameter direction: The direction to scroll in.
    /// - Returns: Whether the element scrolled.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// Dismisses a modal view on the escape gesture; returns whether it did. The default does
    /// nothing.
    ///
    /// - Returns: Whether the element handled the gesture.
    open func accessibilityPerformEscape() -> Bool { false }

    /// Performs the app's most important action on the magic tap; returns whether it did. The
    /// default does nothing.
    ///
    /// - Returns: Whether the element handled the gesture.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// The number of elements a container exposes: the count of ``accessibilityElements``.
    ///
    /// - Returns: The number of elements.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// The element at `index` of ``accessibilityElements``, or `nil`.
    ///
    /// - Parameter index: The element's index.
    /// - Returns: The element, or `nil` when out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` in ``accessibilityElements``, or `NSNotFound`.
    ///
    /// - Parameter element: The element to find (compared by identity).
    /// - Returns: Its index, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
}

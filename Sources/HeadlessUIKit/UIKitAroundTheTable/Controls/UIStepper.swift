import Foundation

/// A control with − and + buttons that decrease and increase a value by a step.
///
/// Headless: a test taps the buttons with ``simulateTapOnIncrement()`` and
/// ``simulateTapOnDecrement()``. Setting ``value`` in code sends nothing, as in UIKit.
/// ``autorepeat`` and ``isContinuous`` are stored (a simulated tap is one step).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    private var storedValue: Double = 0
    private var backgroundImages = StateValues<UIImage>()
    private var incrementImages = StateValues<UIImage>()
    private var decrementImages = StateValues<UIImage>()

    /// Creates a stepper with a value of 0 between 0 and 100, stepping by 1.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stepper from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Value

    /// Whether value changes are sent while the user holds a button; `true` by default. Stored.
    open var isContinuous: Bool = true
    /// Whether holding a button repeats the step; `true` by default. Stored.
    open var autorepeat: Bool = true
    /// Whether stepping past one end continues from the other; `false` by default.
    open var wraps: Bool = false

    /// The value, kept between ``minimumValue`` and ``maximumValue``; 0 by default.
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }

    /// The lowest value; 0 by default. It must stay below ``maximumValue``: otherwise the program
    /// stops, as UIKit raises an exception. The value is clamped to it.
    open var minimumValue: Double = 0 {
        didSet {
            precondition(minimumValue < maximumValue, "UIStepper: minimumValue must be less than maximumValue")
            value = storedValue
        }
    }

    /// The highest value; 100 by default. It must stay above ``minimumValue``: otherwise the
    /// program stops, as UIKit raises an exception. The value is clamped to it.
    open var maximumValue: Double = 100 {
        didSet {
            precondition(minimumValue < maximumValue, "UIStepper: maximumValue must be greater than minimumValue")
            value = storedValue
        }
    }

    /// The amount a tap adds or subtracts; 1 by default. It must be positive: otherwise the
    /// program stops, as UIKit raises an exception.
    open var stepValue: Double = 1 {
        didSet { precondition(stepValue > 0, "UIStepper: stepValue must be greater than 0") }
    }

    // MARK: - Images

    /// Sets the background image for a state.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The state.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
    }

    /// The background image for a state, falling back to the normal one.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image, or `nil`.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state]
    }

    /// Sets the image of the + button for a state.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The state.
    open func setIncrementImage(_ image: UIImage?, for state: State) {
        incrementImages[state] = image
    }

    /// The image of the + button for a state, falling back to the normal one.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image, or `nil`.
    open func incrementImage(for state: State) -> UIImage? {
        incrementImages[state]
    }

    /// Sets the image of the − button for a state.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The state.
    open func setDecrementImage(_ image: UIImage?, for state: State) {
        decrementImages[state] = image
    }

    /// The image of the − button for a state, falling back to the normal one.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image, or `nil`.
    open func decrementImage(for state: State) -> UIImage? {
        decrementImages[state]
    }

    // MARK: - Simulated touches

    /// Taps the + button as a finger would (HeadlessUIKit-only).
    ///
    /// When the stepper accepts touches and the value is below ``maximumValue`` (or ``wraps``
    /// is `true`): `touchDown`, the value grows by ``stepValue`` (clamped to the maximum, or
    /// continuing from ``minimumValue`` past it when wrapping), `valueChanged`, then
    /// `touchUpInside`. At the maximum without wrapping the button is disabled, as in UIKit, and
    /// nothing happens.
    public func simulateTapOnIncrement() {
        step(by: stepValue)
    }

    /// Taps the − button as a finger would (HeadlessUIKit-only): the mirror of
    /// ``simulateTapOnIncrement()``.
    public func simulateTapOnDecrement() {
        step(by: -stepValue)
    }

    private func step(by delta: Double) {
        let atEnd = delta > 0 ? value >= maximumValue : value <= minimumValue
        guard wraps || !atEnd else { return }
        simulateValueTouch {
            let next = value + delta
            if wraps, next > maximumValue {
                value = minimumValue
            } else if wraps, next < minimumValue {
                value = maximumValue
            } else {
                value = next
            }
            return true
        }
    }
}

import Foundation

/// A visual effect a `UIVisualEffectView` applies to what is behind it or to its content.
///
/// Headless: nothing is rendered; the effect is stored for tests to read.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// Creates an effect.
    public override init() {
        super.init()
    }
}

/// A blur of the content behind a visual effect view.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// How strong and which color the blur is.
    public enum Style: Int, Sendable {
        /// Lighter than the content.
        case extraLight = 0
        /// As light as the content.
        case light = 1
        /// Darker than the content.
        case dark = 2
        /// Like a system chrome surface (tvOS).
        case extraDark = 3
        /// Matches the content's hue (tvOS and later iOS).
        case regular = 4
        /// Stronger than `regular`.
        case prominent = 5
        /// The thinnest adaptive material.
        case systemUltraThinMaterial = 6
        /// A thin adaptive material.
        case systemThinMaterial = 7
        /// The standard adaptive material.
        case systemMaterial = 8
        /// A thick adaptive material.
        case systemThickMaterial = 9
        /// The material of system chrome.
        case systemChromeMaterial = 10
        /// The thinnest material, light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, light.
        case systemThinMaterialLight = 12
        /// The standard material, light.
        case systemMaterialLight = 13
        /// A thick material, light.
        case systemThickMaterialLight = 14
        /// The chrome material, light.
        case systemChromeMaterialLight = 15
        /// The thinnest material, dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, dark.
        case systemThinMaterialDark = 17
        /// The standard material, dark.
        case systemMaterialDark = 18
        /// A thick material, dark.
        case systemThickMaterialDark = 19
        /// The chrome material, dark.
        case systemChromeMaterialDark = 20
    }

    /// The blur's style (HeadlessUIKit-only; UIKit keeps it private).
    public let headlessStyle: Style

    /// Creates a blur of `style`.
    ///
    /// - Parameter style: The blur's style.
    public init(style: Style) {
        headlessStyle = style
        super.init()
    }
}

/// An effect that makes content of a visual effect view stand out over a blur.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is made for (HeadlessUIKit-only; UIKit keeps it private).
    public let headlessBlurEffect: UIBlurEffect

    /// Creates a vibrancy effect for content over `blurEffect`.
    ///
    /// - Parameter blurEffect: The blur behind the content.
    public init(blurEffect: UIBlurEffect) {
        headlessBlurEffect = blurEffect
        super.init()
    }
}

/// A view that applies a visual effect (a blur or vibrancy) behind or to its content.
///
/// Add subviews to ``contentView``, as in UIKit. Headless: the effect is stored, not rendered.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect applied.
    open var effect: UIVisualEffect?
    /// The view to add content to; it fills the effect view.
    open var contentView: UIView { storedContentView }
    private let storedContentView: UIView

    /// Creates a view applying `effect`.
    ///
    /// - Parameter effect: The effect, or `nil` for none.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        storedContentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Creates a view from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        storedContentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Keeps ``contentView`` filling the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}

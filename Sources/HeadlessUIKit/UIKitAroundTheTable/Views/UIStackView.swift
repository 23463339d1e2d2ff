import Foundation

/// A view that arranges its arranged subviews in a row or a column.
///
/// The arranged subviews are always also subviews, as in UIKit: adding an arranged subview adds
/// it as a subview; ``removeArrangedSubview(_:)`` keeps it as a subview; removing it from its
/// superview also removes it from ``arrangedSubviews``.
///
/// Headless: the stack view creates no constraints. Its layout pass positions the visible
/// arranged subviews for the ``Distribution/fill`` and ``Distribution/fillEqually``
/// distributions (see `layoutSubviews()`); the other distributions position nothing. Its
/// ``sizeThatFits(_:)`` adds up its visible arranged subviews' fitting sizes along ``axis`` with
/// the spacing after each (``spacing``, or a custom spacing) between them (plus the margins when
/// ``isLayoutMarginsRelativeArrangement``), and takes the largest across it, so self-sizing code
/// can measure it.
@preconcurrency @MainActor
open class UIStackView: UIView {
    private var storedArrangedSubviews: [UIView] = []
    /// Custom spacings after arranged subviews, by the subview's identity.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// The axis the arranged subviews follow: horizontal unless set.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { setNeedsLayout() }
    }
    /// How the arranged subviews share the space along the axis.
    open var distribution: Distribution = .fill {
        didSet { setNeedsLayout() }
    }
    /// How the arranged subviews line up across the axis.
    open var alignment: Alignment = .fill {
        didSet { setNeedsLayout() }
    }
    /// The space between adjacent arranged subviews. ``spacingUseSystem`` asks for the system
    /// spacing (8 points headlessly, as Auto Layout's system spacing); ``spacingUseDefault``
    /// means 0, as in UIKit.
    open var spacing: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    /// Whether vertical spacing is measured between baselines. Stored.
    open var isBaselineRelativeArrangement: Bool = false
    /// Whether the arranged subviews are placed inside the layout margins.
    open var isLayoutMarginsRelativeArrangement: Bool = false

    /// Creates an empty horizontal stack view.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Creates a horizontal stack view arranging the given views, in order.
    ///
    /// - Parameter views: The views to arrange; each becomes a subview.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: - Arranged subviews

    /// The views the stack arranges, in order.
    open var arrangedSubviews: [UIView] { storedArrangedSubviews }

    /// Arranges a view after the others, adding it as a subview if needed.
    ///
    /// - Parameter view: The view.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: storedArrangedSubviews.count)
    }

    /// Arranges a view at a position, adding it as a subview if needed; a view already arranged
    /// moves there.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - stackIndex: The position among the arranged subviews.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if let current = storedArrangedSubviews.firstIndex(where: { $0 === view }) {
            storedArrangedSubviews.remove(at: current)
        }
        storedArrangedSubviews.insert(view, at: min(max(stackIndex, 0), storedArrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops arranging a view. As in UIKit, it stays a subview: call `removeFromSuperview()` to
    /// take it out of the hierarchy.
    ///
    /// - Parameter view: The view.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = storedArrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedArrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    // MARK: - Spacing

    /// Sets the space after an arranged subview, taking precedence over ``spacing``.
    ///
    /// ``spacingUseDefault`` reverts to ``spacing``; ``spacingUseSystem`` asks for the system
    /// spacing. The custom spacing follows the view when it moves in the stack and is forgotten
    /// when it stops being arranged; a view that is not arranged is ignored, as in UIKit.
    /// - Parameters:
    ///   - spacing: The space after the view.
    ///   - arrangedSubview: The arranged subview.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsLayout()
    }

    /// The custom space after an arranged subview.
    ///
    /// - Parameter arrangedSubview: The arranged subview.
    /// - Returns: The value set with ``setCustomSpacing(_:after:)``, or ``spacingUseDefault``
    ///   when none is set (the space is then ``spacing``).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Stops arranging a subview that is being removed, as UIKit does. Overrides call `super`.
    ///
    /// - Parameter subview: The view being removed.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Arranged subviews are the stack's to place (headless: for the `fill` and `fillEqually`
    /// distributions only), so its layout pass solves constraints only for its other subviews.
    override func placesWithConstraints(_ item: any AutoLayoutItem) -> Bool {
        super.placesWithConstraints(item) && !storedArrangedSubviews.contains { $0 === item }
    }

    // MARK: - Layout

    /// Positions the visible arranged subviews (``Distribution/fill`` and
    /// ``Distribution/fillEqually`` only), after the default layout pass solved the constraints
    /// of the other subviews. Overrides call `super`.
    ///
    /// Along the axis, `fillEqually` gives every view the same length; `fill` gives each view its
    /// fitting length and gives the space left to the view with the lowest content hugging
    /// priority, or takes the missing space from the view with the lowest compression
    /// resistance (the first of them on a tie: HeadlessUIKit's choice, as UIKit documents only
    /// that ties are broken by index). Across the axis, ``Alignment/fill`` stretches the views;
    /// ``Alignment/leading`` (top), ``Alignment/center`` and ``Alignment/trailing`` (bottom) place
    /// them at their fitting size; baseline alignments are taken as top and bottom.
    open override func layoutSubviews() {
        super.layoutSubviews()
        arrangeSubviews()
    }

    // MARK: - Sizing

    /// The size the visible arranged subviews take: their fitting sizes added up along ``axis``
    /// with the spacing after each between them, the largest across it, plus the margins when
    /// ``isLayoutMarginsRelativeArrangement``.
    ///
    /// - Parameter size: The space available, passed on to the arranged subviews.
    /// - Returns: The stack's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let sizes = visibleArrangedSubviews.map { $0.systemLayoutSizeFitting(size) }
        let gaps = gapLengths.reduce(0, +)
        let along = sizes.reduce(0) { $0 + (axis == .horizontal ? $1.width : $1.height) } + gaps
        let across = sizes.map { axis == .horizontal ? $0.height : $0.width }.max() ?? 0
        let content = axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
        return CGSize(
            width: content.width + margins.left + margins.right,
            height: content.height + margins.top + margins.bottom
        )
    }

    /// The size Auto Layout gives the stack where its constraints leave it open: UIKit's stack
    /// view sizes itself to its arranged subviews through the constraints it creates. With a
    /// known width, a vertical stack measures its arranged subviews at that width (so labels
    /// wrap), as those constraints do.
    override func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        guard let width, axis == .vertical else { return sizeThatFits(.zero) }
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let innerWidth = max(width - margins.left - margins.right, 0)
        let heights = visibleArrangedSubviews.map {
            $0.systemLayoutSizeFitting(
                CGSize(width: innerWidth, height: 0),
                withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        let content = heights.reduce(0, +) + gapLengths.reduce(0, +)
        return CGSize(width: width, height: content + margins.top + margins.bottom)
    }
}

extension UIStackView {
    /// The custom spacing meaning "use ``spacing``": `FLT_MAX`, as in UIKit.
    public class var spacingUseDefault: CGFloat { CGFloat(Float.greatestFiniteMagnitude) }
    /// The spacing meaning "the system spacing to the neighbouring view": `FLT_MIN`, as in UIKit.
    public class var spacingUseSystem: CGFloat { CGFloat(Float.leastNormalMagnitude) }

    /// The visible arranged subviews, in order: hidden ones take no space.
    var visibleArrangedSubviews: [UIView] {
        storedArrangedSubviews.filter { !$0.isHidden }
    }

    /// The spaces between adjacent visible arranged subviews: the custom spacing after the
    /// earlier one when set, else ``spacing``; the system spacing for ``spacingUseSystem``, 0 for
    /// ``spacingUseDefault``.
    var gapLengths: [CGFloat] {
        visibleArrangedSubviews.dropLast().map { view in
            let custom = customSpacing(after: view)
            return Self.resolvedSpacing(custom == Self.spacingUseDefault ? spacing : custom)
        }
    }

    private static func resolvedSpacing(_ value: CGFloat) -> CGFloat {
        switch value {
        case spacingUseSystem: 8
        case spacingUseDefault: 0
        default: value
        }
    }

    /// How arranged subviews share the space along the axis.
    public enum Distribution: Int, Sendable {
        /// Fill the axis, resizing by hugging and compression priorities.
        case fill = 0
        /// Fill the axis with equal sizes.
        case fillEqually = 1
        /// Fill the axis in proportion to intrinsic sizes.
        case fillProportionally = 2
        /// Keep intrinsic sizes and space them equally.
        case equalSpacing = 3
        /// Space the centers equally.
        case equalCentering = 4
    }

    /// How arranged subviews line up across the axis.
    public enum Alignment: Int, Sendable {
        /// Fill the space across the axis.
        case fill = 0
        /// Align leading edges (vertical stacks).
        case leading = 1
        /// Align first baselines (horizontal stacks).
        case firstBaseline = 2
        /// Align centers.
        case center = 3
        /// Align trailing edges (vertical stacks).
        case trailing = 4
        /// Align last baselines (horizontal stacks).
        case lastBaseline = 5

        /// Align top edges (horizontal stacks); the same value as ``leading``.
        public static var top: Alignment { .leading }
        /// Align bottom edges (horizontal stacks); the same value as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }
}

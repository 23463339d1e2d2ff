import Foundation

/// A horizontal control of segments, each a button with a title or an image, of which one is
/// selected (or, when ``isMomentary``, none stays selected).
///
/// Headless: a test taps a segment with ``simulateTapOnSegment(at:)``. Setting
/// ``selectedSegmentIndex`` in code sends nothing and performs no segment action, as in UIKit.
/// Nothing is drawn; widths, offsets, tint colors and text attributes are stored.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// One segment's content and settings.
    private struct SegmentContent {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
    }

    private var segments: [SegmentContent] = []
    private var storedSelectedSegmentIndex = UISegmentedControl.noSegment
    private var titleAttributes = AppearanceValues<[NSAttributedString.Key: Any]>()
    private var backgroundImages = AppearanceValues<UIImage>()
    private var dividerImages = AppearanceValues<UIImage>()
    private var contentAdjustments = AppearanceValues<UIOffset>()

    /// Creates a segmented control with one segment per item.
    ///
    /// - Parameter items: `String` titles and `UIImage` images, one per segment; other values
    ///   make an empty segment.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { item in
            SegmentContent(title: item as? String, image: item as? UIImage)
        }
    }

    /// Creates a segmented control with no segments.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a segmented control from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a segmented control with one segment per action: each shows the action's title
    /// and image, and the action is performed when its segment is selected.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - actions: The actions, one per segment.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Self.segment(for: $0) }
    }

    // MARK: - Selection

    /// Whether a tapped segment stays selected (`false`, the default) or only for the events the
    /// tap sends.
    open var isMomentary: Bool = false

    /// The selected segment's index, or ``noSegment``. Setting it sends no events.
    open var selectedSegmentIndex: Int {
        get { storedSelectedSegmentIndex }
        set { storedSelectedSegmentIndex = segments.indices.contains(newValue) ? newValue : Self.noSegment }
    }

    /// The color of the selected segment.
    open var selectedSegmentTintColor: UIColor?

    /// Whether segments are as wide as their content (`true`) or share the width equally; stored.
    open var apportionsSegmentWidthsByContent: Bool = false

    // MARK: - Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment with a title.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - segment: The index; clamped to `0...numberOfSegments`, as in UIKit.
    ///   - animated: Ignored headlessly.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: title), at: segment)
    }

    /// Inserts a segment with an image.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - segment: The index; clamped to `0...numberOfSegments`.
    ///   - animated: Ignored headlessly.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentContent(image: image), at: segment)
    }

    /// Inserts a segment showing an action's title and image, performing the action when
    /// selected.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - segment: The index; clamped to `0...numberOfSegments`.
    ///   - animated: Ignored headlessly.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Self.segment(for: action), at: segment)
    }

    /// Removes a segment; an index out of range does nothing. The selection follows its segment,
    /// and becomes ``noSegment`` when that is removed (not checked against a device).
    ///
    /// - Parameters:
    ///   - segment: The index.
    ///   - animated: Ignored headlessly.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedSegmentIndex == segment {
            storedSelectedSegmentIndex = Self.noSegment
        } else if storedSelectedSegmentIndex > segment {
            storedSelectedSegmentIndex -= 1
        }
    }

    /// Removes every segment; the selection becomes ``noSegment``.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedSegmentIndex = Self.noSegment
    }

    /// Sets a segment's title (removing its image, as a segment shows one or the other).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - segment: The index; out of range does nothing.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment) {
            $0.title = title
            $0.image = nil
        }
    }

    /// A segment's title.
    ///
    /// - Parameter segment: The index.
    /// - Returns: The title, or `nil` (also out of range).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (removing its title, as a segment shows one or the other).
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - segment: The index; out of range does nothing.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment) {
            $0.image = image
            $0.title = nil
        }
    }

    /// A segment's image.
    ///
    /// - Parameter segment: The index.
    /// - Returns: The image, or `nil` (also out of range).
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets the action a segment performs when selected, and shows its title and image.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - segment: The index; out of range does nothing.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        update(segment) { $0 = Self.segment(for: action, keeping: $0) }
    }

    /// The action a segment performs when selected.
    ///
    /// - Parameter segment: The index.
    /// - Returns: The action, or `nil` (also out of range).
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has an identifier.
    ///
    /// - Parameter actionIdentifier: The action's identifier.
    /// - Returns: The index, or ``noSegment``.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Enables or disables a segment; a disabled segment ignores taps.
    ///
    /// - Parameters:
    ///   - enabled: Whether the segment is enabled.
    ///   - segment: The index; out of range does nothing.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        update(segment) { $0.isEnabled = enabled }
    }

    /// Whether a segment is enabled.
    ///
    /// - Parameter segment: The index.
    /// - Returns: `false` for a disabled segment or an index out of range.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Sets a segment's width; 0 (the default) sizes it automatically. Stored.
    ///
    /// - Parameters:
    ///   - width: The width.
    ///   - segment: The index; out of range does nothing.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        update(segment) { $0.width = width }
    }

    /// A segment's width, as set.
    ///
    /// - Parameter segment: The index.
    /// - Returns: The width; 0 when automatic or out of range.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Sets the offset of a segment's content from its center. Stored.
    ///
    /// - Parameters:
    ///   - offset: The offset.
    ///   - segment: The index; out of range does nothing.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        update(segment) { $0.contentOffset = offset }
    }

    /// The offset of a segment's content from its center.
    ///
    /// - Parameter segment: The index.
    /// - Returns: The offset; zero out of range.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Sets the text attributes of the titles for a state. Stored, not applied.
    ///
    /// - Parameters:
    ///   - attributes: The attributes.
    ///   - state: The state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[Int(state.rawValue)] = attributes
    }

    /// The text attributes of the titles for a state, as set.
    ///
    /// - Parameter state: The state.
    /// - Returns: The attributes, or `nil`.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[Int(state.rawValue)]
    }

    /// Sets the background image of segments in a state with bar metrics. Headless: stored, not
    /// drawn.
    ///
    /// - Parameters:
    ///   - backgroundImage: The image, or `nil`.
    ///   - state: The segments' state.
    ///   - barMetrics: The bar metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: State, barMetrics: UIBarMetrics) {
        backgroundImages[Int(state.rawValue), barMetrics.rawValue] = backgroundImage
    }

    /// The background image set for segments in a state with bar metrics.
    ///
    /// - Parameters:
    ///   - state: The segments' state.
    ///   - barMetrics: The bar metrics.
    /// - Returns: The image, or `nil`.
    open func backgroundImage(for state: State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[Int(state.rawValue), barMetrics.rawValue]
    }

    /// Sets the divider drawn between two segments in the given states. Headless: stored, not
    /// drawn.
    ///
    /// - Parameters:
    ///   - dividerImage: The image, or `nil`.
    ///   - leftState: The state of the segment on the left.
    ///   - rightState: The state of the segment on the right.
    ///   - barMetrics: The bar metrics.
    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State, barMetrics: UIBarMetrics) {
        dividerImages[Int(leftState.rawValue), Int(rightState.rawValue), barMetrics.rawValue] = dividerImage
    }

    /// The divider set between two segments in the given states.
    ///
    /// - Parameters:
    ///   - leftState: The state of the segment on the left.
    ///   - rightState: The state of the segment on the right.
    ///   - barMetrics: The bar metrics.
    /// - Returns: The image, or `nil`.
    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State, barMetrics: UIBarMetrics) -> UIImage? {
        dividerImages[Int(leftState.rawValue), Int(rightState.rawValue), barMetrics.rawValue]
    }

    /// Moves the content of one kind of segment (first, middle, last, only) from its usual place.
    /// Headless: stored.
    ///
    /// - Parameters:
    ///   - adjustment: The offset.
    ///   - leftCenterRightOrAlone: The kind of segment.
    ///   - barMetrics: The bar metrics.
    open func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) {
        contentAdjustments[leftCenterRightOrAlone.rawValue, barMetrics.rawValue] = adjustment
    }

    /// How far the content of one kind of segment is moved; zero unless set.
    ///
    /// - Parameters:
    ///   - leftCenterRightOrAlone: The kind of segment.
    ///   - barMetrics: The bar metrics.
    /// - Returns: The offset.
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        contentAdjustments[leftCenterRightOrAlone.rawValue, barMetrics.rawValue] ?? .zero
    }

    // MARK: - Simulated touches

    /// Taps a segment as a finger would (HeadlessUIKit-only).
    ///
    /// When the control accepts touches and the segment exists and is enabled: `touchDown`; when
    /// the segment is not already selected (or the control ``isMomentary``), it becomes selected,
    /// its action (if any) is performed with the control as sender, and `valueChanged` is sent;
    /// then `touchUpInside`. A momentary control's selection returns to ``noSegment`` after the
    /// tap. The order of the action and `valueChanged` has not been checked against a device.
    ///
    /// - Parameter segment: The segment's index.
    public func simulateTapOnSegment(at segment: Int) {
        guard isEnabledForSegment(at: segment) else { return }
        simulateValueTouch {
            guard isMomentary || segment != storedSelectedSegmentIndex else { return false }
            storedSelectedSegmentIndex = segment
            if let action = segments[segment].action { sendAction(action) }
            return true
        }
        if isMomentary { storedSelectedSegmentIndex = Self.noSegment }
    }

    // MARK: - Private

    private static func segment(for action: UIAction, keeping segment: SegmentContent = SegmentContent()) -> SegmentContent {
        var segment = segment
        segment.action = action
        segment.title = action.title.isEmpty ? nil : action.title
        segment.image = action.image
        return segment
    }

    private func insert(_ segment: SegmentContent, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if storedSelectedSegmentIndex >= index { storedSelectedSegmentIndex += 1 }
    }

    private func update(_ segment: Int, _ change: (inout SegmentContent) -> Void) {
        guard segments.indices.contains(segment) else { return }
        change(&segments[segment])
    }
}

extension UISegmentedControl {
    /// The index meaning that no segment is selected: -1.
    public class var noSegment: Int { -1 }

    /// The position of a segment, for appearance customization.
    public enum Segment: Int, Sendable {
        /// Any position.
        case any = 0
        /// The leftmost segment.
        case left = 1
        /// A segment between others.
        case center = 2
        /// The rightmost segment.
        case right = 3
        /// The only segment.
        case alone = 4
    }
}

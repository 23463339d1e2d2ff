import Foundation

/// A row of dots, one per page, showing which page of a paged view is current.
///
/// Headless: nothing is drawn. A test taps beside the current page's dot with
/// ``simulateTapOnNextPage()`` and ``simulateTapOnPreviousPage()``, which move one page and send
/// `valueChanged`, as a discrete tap does in UIKit. Setting ``currentPage`` in code sends
/// nothing, as in UIKit. Colors, the background style and the indicator images are stored.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The width headlessly given to each page's indicator by ``size(forNumberOfPages:)``.
    private static let indicatorPitch: CGFloat = 16
    /// The height headlessly given by ``size(forNumberOfPages:)``.
    private static let indicatorRowHeight: CGFloat = 26

    private var storedNumberOfPages = 0
    private var storedCurrentPage = 0
    private var indicatorImages: [Int: UIImage] = [:]
    private var currentPageIndicatorImages: [Int: UIImage] = [:]

    /// Creates a page control with no pages.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a page control from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Pages

    /// The number of pages (dots); 0 by default. A negative value is taken as 0; the current
    /// page is pinned into the new range.
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            storedNumberOfPages = max(newValue, 0)
            currentPage = storedCurrentPage
        }
    }

    /// The current page, counted from 0; 0 by default. Values outside the pages are pinned to 0
    /// or ``numberOfPages`` minus 1, as in UIKit.
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = min(max(newValue, 0), max(numberOfPages - 1, 0)) }
    }

    /// Whether the control is hidden when there is only one page; `false` by default.
    /// Headless: ``UIView/isHidden`` is unchanged, but a control hidden this way takes no simulated tap.
    open var hidesForSinglePage: Bool = false

    /// How the user is interacting with the control: ``InteractionState/discrete`` during a
    /// simulated tap (an action can read it), ``InteractionState/none`` otherwise.
    open private(set) var interactionState: InteractionState = .none

    /// Whether the user may scrub across the indicators; `true` by default. Stored (a simulated
    /// tap is discrete).
    open var allowsContinuousInteraction: Bool = true

    // MARK: - Appearance

    /// The tint of the other pages' dots; `nil` (the system's) by default. Stored.
    open var pageIndicatorTintColor: UIColor?

    /// The tint of the current page's dot; `nil` (the system's) by default. Stored.
    open var currentPageIndicatorTintColor: UIColor?

    /// The background drawn behind the dots; ``BackgroundStyle/automatic`` by default. Stored.
    open var backgroundStyle: BackgroundStyle = .automatic

    /// The image of every dot, unless a page has its own; `nil` (a dot) by default. Stored.
    open var preferredIndicatorImage: UIImage?

    /// The image of the current page's dot; `nil` (``preferredIndicatorImage``) by default. Stored.
    open var preferredCurrentPageIndicatorImage: UIImage?

    /// The image set for one page's dot with ``setIndicatorImage(_:forPage:)``.
    ///
    /// - Parameter page: The page.
    /// - Returns: The page's image, or `nil` when it has none of its own.
    open func indicatorImage(forPage page: Int) -> UIImage? {
        indicatorImages[page]
    }

    /// Sets the image of one page's dot, overriding ``preferredIndicatorImage``.
    ///
    /// - Parameters:
    ///   - image: The image, or `nil` to remove the page's own image.
    ///   - page: The page.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
    }

    /// The image set for one page's dot while it is current, with
    /// ``setCurrentPageIndicatorImage(_:forPage:)``.
    ///
    /// - Parameter page: The page.
    /// - Returns: The page's image, or `nil` when it has none of its own.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentPageIndicatorImages[page]
    }

    /// Sets the image of one page's dot while it is current, overriding
    /// ``preferredCurrentPageIndicatorImage``.
    ///
    /// - Parameters:
    ///   - image: The image, or `nil` to remove the page's own image.
    ///   - page: The page.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentPageIndicatorImages[page] = image
    }

    /// The size the control needs to show a number of pages.
    ///
    /// Headless: 16 points of width per page and 26 points of height (0 by 0 for no pages), an
    /// approximation of UIKit's metrics, which depend on the device.
    ///
    /// - Parameter pageCount: The number of pages.
    /// - Returns: The size.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        guard pageCount > 0 else { return .zero }
        return CGSize(width: CGFloat(pageCount) * Self.indicatorPitch, height: Self.indicatorRowHeight)
    }

    // MARK: - Simulated touches

    /// Taps beside the current page's dot, on the side of the next page, as a finger would
    /// (HeadlessUIKit-only).
    ///
    /// When the control accepts touches (enabled, shown, and not hidden by
    /// ``hidesForSinglePage``): `touchDown`; on any page but the last, ``currentPage`` grows by
    /// one and `valueChanged` is sent; then `touchUpInside`. ``interactionState`` is
    /// ``InteractionState/discrete`` meanwhile.
    ///
    /// - Returns: Whether the touch happened.
    @discardableResult
    public func simulateTapOnNextPage() -> Bool {
        simulateDiscreteTap(by: 1)
    }

    /// Taps beside the current page's dot, on the side of the previous page (HeadlessUIKit-only):
    /// the mirror of ``simulateTapOnNextPage()``.
    ///
    /// - Returns: Whether the touch happened.
    @discardableResult
    public func simulateTapOnPreviousPage() -> Bool {
        simulateDiscreteTap(by: -1)
    }

    private func simulateDiscreteTap(by delta: Int) -> Bool {
        guard !(hidesForSinglePage && numberOfPages <= 1) else { return false }
        interactionState = .discrete
        defer { interactionState = .none }
        return simulateValueTouch {
            let previous = currentPage
            currentPage = previous + delta
            return currentPage != previous
        }
    }
}

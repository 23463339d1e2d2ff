import Foundation

/// A placeholder in a menu that a provider replaces with elements when the menu is shown: the
/// items loaded from the network or a database
/// (`UIDeferredMenuElement { completion in completion(recentItems) }`).
///
/// Headless: a menu is "shown" when a test picks one of its actions
/// (`UIButton.simulateTapOnMenuAction(titled:)` or a bar button item's) or when HeadlessUIKit lists
/// its actions. The provider is asked then; the elements it completes with before returning
/// take the placeholder's place, and those it completes with later are shown the next time
/// (UIKit shows a loading item meanwhile). An element made with ``init(_:)`` keeps the first
/// elements provided, as UIKit caches them; one made with ``uncached(_:)`` asks each time.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// Asks for the elements and completes with them.
    private let elementProvider: (@escaping ([UIMenuElement]) -> Void) -> Void
    /// Whether the first elements provided are kept for later menus.
    private let cachesElements: Bool
    /// The elements a caching element was provided with.
    private var cachedElements: [UIMenuElement]?

    private init(provider elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void, cachesElements: Bool) {
        self.elementProvider = elementProvider
        self.cachesElements = cachesElements
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// Creates a placeholder whose provider is asked the first time a menu shows it; the
    /// elements it provides are kept and shown in later menus too.
    ///
    /// - Parameter elementProvider: Asks for the elements and calls its completion with them.
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider, cachesElements: true)
    }

    /// A placeholder whose provider is asked each time a menu shows it.
    ///
    /// - Parameter elementProvider: Asks for the elements and calls its completion with them.
    /// - Returns: The placeholder.
    public class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self {
        Self(provider: elementProvider, cachesElements: false)
    }

    /// The elements that take the placeholder's place in a menu being shown: those cached, or
    /// else those the provider completes with before returning (none if it completes later).
    var elementsForShownMenu: [UIMenuElement] {
        if let cachedElements { return cachedElements }
        var provided: [UIMenuElement] = []
        elementProvider { [weak self] elements in
            provided = elements
            if let self, self.cachesElements { self.cachedElements = elements }
        }
        return provided
    }
}

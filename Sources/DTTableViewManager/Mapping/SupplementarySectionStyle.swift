import Foundation

/// How the manager presents section headers or footers.
///
/// With ``title`` the data source answers `titleForHeaderInSection`/`titleForFooterInSection` with
/// `String` models and no mapping is needed. With ``view`` the delegate answers
/// `viewForHeaderInSection`/`viewForFooterInSection` with views from registered mappings.
/// Registering a header (footer) view switches the header (footer) style to ``view``.
public enum SupplementarySectionStyle: Sendable {
    /// Section headers or footers are titles taken from `String` models.
    case title
    /// Section headers or footers are views dequeued through registered mappings.
    case view
}

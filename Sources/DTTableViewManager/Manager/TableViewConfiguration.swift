import Foundation

/// Options controlling how the manager presents section headers and footers.
public struct TableViewConfiguration {
    /// How section headers are presented. Defaults to ``SupplementarySectionStyle/title``.
    public var sectionHeaderStyle = SupplementarySectionStyle.title

    /// How section footers are presented. Defaults to ``SupplementarySectionStyle/title``.
    public var sectionFooterStyle = SupplementarySectionStyle.title

    /// Whether a section without items still shows its header. Defaults to `true`.
    public var displayHeaderOnEmptySection = true

    /// Whether a section without items still shows its footer. Defaults to `true`.
    public var displayFooterOnEmptySection = true

    /// Whether the manager chooses header heights from the header model. Defaults to `true`.
    ///
    /// When on, a section with a `String` header model in ``SupplementarySectionStyle/title``
    /// style gets `UITableView.automaticDimension`, a section with another header model gets the
    /// table's `sectionHeaderHeight`, and a section without one gets
    /// ``minimalHeaderHeightForTableView``. Turn it off to let self-sizing headers or your own
    /// delegate decide.
    public var semanticHeaderHeight = true

    /// Whether the manager chooses footer heights from the footer model. Defaults to `true`.
    ///
    /// The rules mirror ``semanticHeaderHeight``, using `sectionFooterHeight` and
    /// ``minimalFooterHeightForTableView``.
    public var semanticFooterHeight = true

    /// The height that hides a header: `0` for plain tables and `CGFloat.leastNormalMagnitude`
    /// for other styles, where a zero height would bring back the default header spacing.
    public var minimalHeaderHeightForTableView: @MainActor (UITableView) -> CGFloat = { tableView in
        tableView.style == .plain ? .zero : .leastNormalMagnitude
    }

    /// The height that hides a footer: `0` for plain tables and `CGFloat.leastNormalMagnitude`
    /// for other styles.
    public var minimalFooterHeightForTableView: @MainActor (UITableView) -> CGFloat = { tableView in
        tableView.style == .plain ? .zero : .leastNormalMagnitude
    }

    /// Creates a configuration with the default options.
    public init() {}
}

import Foundation

/// A reusable view for a section's header or footer.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// Creates a header or footer view.
    ///
    /// - Parameter reuseIdentifier: The identifier the table view reuses the view under.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        installStandardSubviews()
    }

    /// Creates a header or footer view from an archive. Headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        installStandardSubviews()
    }

    /// Creates a header or footer view without a reuse identifier, with the given frame.
    ///
    /// - Parameter frame: The frame.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a view the way a table view does for a registered class (HeadlessUIKit-only).
    ///
    /// Calls `init(reuseIdentifier:)`, dispatching to a subclass's override; see
    /// `UITableViewCell.init(headlessReuseIdentifier:)` for why it exists.
    /// - Parameter headlessReuseIdentifier: The reuse identifier.
    public required convenience init(headlessReuseIdentifier: String?) {
        self.init(reuseIdentifier: headlessReuseIdentifier)
    }

    /// The identifier the table view reuses the view under.
    open internal(set) var reuseIdentifier: String?

    /// The view that holds the content; add custom subviews here.
    open private(set) var contentView = UIView()

    /// The main label. UIKit declares it `UILabel?`; here it is implicitly unwrapped and never
    /// `nil`, so both optional chaining and direct access compile.
    open private(set) var textLabel: UILabel!

    /// The secondary label.
    open private(set) var detailTextLabel: UILabel?

    /// The view behind the content.
    open var backgroundView: UIView?

    /// Called when the table view takes the view from its reuse queue. Overrides call `super`.
    open func prepareForReuse() {}

    /// Sizes the content view to the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    private func installStandardSubviews() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        let label = UILabel()
        textLabel = label
        contentView.addSubview(label)
        let detail = UILabel()
        detailTextLabel = detail
        contentView.addSubview(detail)
    }
}

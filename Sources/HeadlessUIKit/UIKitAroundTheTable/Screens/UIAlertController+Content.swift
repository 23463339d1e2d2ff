import Foundation

// The headless model of what an alert or action sheet shows, so that text dumps and pictures of
// a screen show it and a test may tap its buttons like any control. UIKit builds the same
// content from private views; the sizes here are a model, not UIKit's measurements:
//
// - an alert: a 270-point card centered in the view, with the title (headline) and the message
//   (footnote) centered in it, its text fields (30 points each) and its buttons (44 points),
//   side by side when there are exactly two, otherwise one under another;
// - an action sheet: a card as wide as the view less 8 points on each side at the bottom, with
//   the title and message above its buttons (57 points each), and the cancel button in a card
//   of its own under it.
//
// A destructive button's title is red, the cancel and preferred buttons' are semibold. A button
// is enabled exactly while its action is, and tapping it is `simulateTap(on:)`.
extension UIAlertController {
    /// Builds the content in the alert's view, replacing what an earlier appearance built;
    /// called as the alert appears.
    func installContent() {
        for card in view.subviews where card is HeadlessAlertCardView { card.removeFromSuperview() }
        let isSheet = preferredStyle == .actionSheet
        let cancel = isSheet ? actions.first { $0.style == .cancel } : nil
        let main = HeadlessAlertCardView(
            title: title, message: message, textFields: textFields ?? [],
            buttons: actions.filter { $0 !== cancel }.map(button(for:)),
            buttonHeight: isSheet ? 57 : 44, sideBySide: !isSheet && actions.count == 2)
        view.addSubview(main)
        if let cancel {
            view.addSubview(HeadlessAlertCardView(title: nil, message: nil, textFields: [], buttons: [button(for: cancel)], buttonHeight: 57, sideBySide: false))
        }
    }

    /// Places the cards: centered for an alert, at the bottom for an action sheet.
    func layOutContent() {
        let cards = view.subviews.compactMap { $0 as? HeadlessAlertCardView }
        let bounds = view.bounds
        switch preferredStyle {
        case .alert:
            guard let card = cards.first else { return }
            let width = min(270, bounds.width)
            let height = card.height(forWidth: width)
            card.frame = CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        case .actionSheet:
            let width = max(bounds.width - 16, 0)
            var bottom = bounds.maxY - 8
            for card in cards.reversed() {
                let height = card.height(forWidth: width)
                card.frame = CGRect(x: bounds.minX + 8, y: bottom - height, width: width, height: height)
                bottom -= height + 8
            }
        }
    }

    private func button(for action: UIAlertAction) -> UIButton {
        let button = HeadlessAlertActionButton(action: action)
        button.setTitle(action.title, for: .normal)
        if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
        let emphasized = action.style == .cancel || action === preferredAction
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: emphasized ? .semibold : .regular)
        button.addAction(UIAction { [weak self] _ in self?.simulateTap(on: action) }, for: .primaryActionTriggered)
        return button
    }
}

/// A button of an alert: enabled exactly while its action is.
final class HeadlessAlertActionButton: UIButton {
    private let action: UIAlertAction

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override var isEnabled: Bool {
        get { action.isEnabled }
        set { action.isEnabled = newValue }
    }
}

/// A card of an alert: its texts, text fields and buttons, one under another.
final class HeadlessAlertCardView: UIView {
    private let labels: [UILabel]
    private let fields: [UITextField]
    private let buttons: [UIButton]
    private let buttonHeight: CGFloat
    private let sideBySide: Bool
    private static let padding: CGFloat = 16

    init(title: String?, message: String?, textFields: [UITextField], buttons: [UIButton], buttonHeight: CGFloat, sideBySide: Bool) {
        labels = [(title, UIFont.preferredFont(forTextStyle: .headline)), (message, UIFont.preferredFont(forTextStyle: .footnote))]
            .compactMap { text, font in
                guard let text, !text.isEmpty else { return nil }
                let label = UILabel()
                label.text = text
                label.font = font
                label.textAlignment = .center
                label.numberOfLines = 0
                return label
            }
        fields = textFields
        self.buttons = buttons
        self.buttonHeight = buttonHeight
        self.sideBySide = sideBySide
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        layer.cornerRadius = 14
        for view in labels as [UIView] + fields + buttons { addSubview(view) }
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The card's height at a width.
    func height(forWidth width: CGFloat) -> CGFloat {
        place(width: width, apply: false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = place(width: bounds.width, apply: true)
    }

    /// Works out the subviews' frames at `width`, setting them when `apply`; returns the height.
    private func place(width: CGFloat, apply: Bool) -> CGFloat {
        let inner = max(width - 2 * Self.padding, 0)
        var y: CGFloat = labels.isEmpty && fields.isEmpty ? 0 : Self.padding
        for label in labels {
            let height = label.sizeThatFits(CGSize(width: inner, height: 0)).height
            if apply { label.frame = CGRect(x: Self.padding, y: y, width: inner, height: height) }
            y += height + 4
        }
        for field in fields {
            if apply { field.frame = CGRect(x: Self.padding, y: y + 4, width: inner, height: 30) }
            y += 38
        }
        if !labels.isEmpty || !fields.isEmpty { y += Self.padding - 4 }
        if sideBySide {
            let half = width / 2
            for (index, button) in buttons.enumerated() where apply {
                button.frame = CGRect(x: half * CGFloat(index), y: y, width: half, height: buttonHeight)
            }
            return y + (buttons.isEmpty ? 0 : buttonHeight)
        }
        for button in buttons {
            if apply { button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight) }
            y += buttonHeight
        }
        return y
    }
}

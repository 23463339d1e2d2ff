// A recipe card screen as an iOS 13–15 app writes it: a scroll view with a stack view pinned to
// its content layout guide, a photo decoded from data, an inset badge label, a "Save" button laid
// out with the pre-iOS 15 edge insets, a rounded bold title from a font descriptor, a notes text
// view without padding, and a footer laid out with the visual format language.
import UIKit

/// A label that draws its text inset, as apps write badges before UIKit had padding.
final class RecipeCardBadgeLabel: UILabel {
    var textInsets = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: textInsets))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + textInsets.left + textInsets.right, height: size.height + textInsets.top + textInsets.bottom)
    }
}

final class RecipeCardViewController: UIViewController {
    let scrollView = UIScrollView()
    let stackView = UIStackView()
    let photoView = UIImageView()
    let titleLabel = UILabel()
    let badgeLabel = RecipeCardBadgeLabel()
    let saveButton = UIButton(type: .system)
    let notesView = UITextView()
    let footer = UIView()
    let servingsLabel = UILabel()
    let timeLabel = UILabel()
    private(set) var savedCount = 0

    private let photoData: Data

    init(photoData: Data) {
        self.photoData = photoData
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(displayP3Red: 0.98, green: 0.96, blue: 0.92, alpha: 1)

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stackView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])

        photoView.image = UIImage(data: photoData, scale: 2)
        photoView.contentMode = .scaleAspectFill
        stackView.addArrangedSubview(photoView)

        let titleDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1)
            .withSymbolicTraits(.traitBold)?
            .withDesign(.rounded)
        titleLabel.font = titleDescriptor.map { UIFont(descriptor: $0, size: 0) } ?? .preferredFont(forTextStyle: .title1)
        titleLabel.text = "Lemon tart"
        titleLabel.shadowColor = UIColor.black.withAlphaComponent(0.2)
        titleLabel.shadowOffset = CGSize(width: 0, height: 1)
        stackView.addArrangedSubview(titleLabel)

        badgeLabel.font = .systemFont(ofSize: 10)
        badgeLabel.text = "VEGETARIAN"
        stackView.addArrangedSubview(badgeLabel)

        saveButton.setTitle("Save", for: .normal)
        saveButton.setImage(UIImage.add, for: .normal)
        saveButton.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        saveButton.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        saveButton.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(weight: .semibold), forImageIn: .normal)
        saveButton.addAction(UIAction { [weak self] _ in self?.savedCount += 1 }, for: .touchUpInside)
        stackView.addArrangedSubview(saveButton)

        notesView.isScrollEnabled = false
        notesView.textContainerInset = .zero
        notesView.textContainer.lineFragmentPadding = 0
        notesView.dataDetectorTypes = [.link]
        notesView.linkTextAttributes = [.foregroundColor: UIColor.systemOrange]
        notesView.font = .systemFont(ofSize: 10)
        notesView.text = "Bake at 180 °C."
        stackView.addArrangedSubview(notesView)

        for label in [servingsLabel, timeLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            label.font = .systemFont(ofSize: 10)
            footer.addSubview(label)
        }
        servingsLabel.text = "Serves 6"
        timeLabel.text = "1 h"
        let views = ["servings": servingsLabel, "time": timeLabel]
        let metrics = ["margin": 16]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-(margin)-[servings]-(>=8)-[time]", options: [.alignAllCenterY], metrics: metrics, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[servings]-|", metrics: nil, views: views)
        )
        stackView.addArrangedSubview(footer)
    }
}

// A photo feed as an iOS 15–17 app writes it with DTTableViewManager: cells with an image view
// kept at the photo's aspect ratio, SF Symbol placeholders, prefetching through the manager's
// prefetch events, a spinner in the table's footer and pagination when the last rows appear.
import UIKit
import DTTableViewManager

struct Photo: Hashable {
    let id: Int
    let caption: String
    let aspectRatio: CGFloat
}

/// Loads photos a page at a time; the screen tests answer the requests.
final class PhotoLoader {
    private(set) var requestedPages: [Int] = []
    private(set) var prefetched: Set<Int> = []
    private(set) var cancelled: Set<Int> = []

    func requestPage(_ page: Int) { requestedPages.append(page) }
    func prefetch(_ photo: Photo) { prefetched.insert(photo.id) }
    func cancelPrefetch(_ photo: Photo) { cancelled.insert(photo.id) }
}

final class PhotoCell: UITableViewCell, ModelTransfer {
    let photoView = UIImageView()
    let captionLabel = UILabel()
    private var aspectConstraint: NSLayoutConstraint?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.tintColor = .tertiaryLabel
        photoView.backgroundColor = .secondarySystemBackground
        photoView.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.font = .preferredFont(forTextStyle: .footnote)
        captionLabel.adjustsFontForContentSizeCategory = true
        captionLabel.numberOfLines = 2
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(photoView)
        contentView.addSubview(captionLabel)
        NSLayoutConstraint.activate([
            photoView.topAnchor.constraint(equalTo: contentView.topAnchor),
            photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            photoView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            captionLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 8),
            captionLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            captionLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        photoView.image = nil
    }

    func update(with model: Photo) {
        captionLabel.text = model.caption
        let configuration = UIImage.SymbolConfiguration(pointSize: 40, weight: .light)
        photoView.image = UIImage(systemName: "photo", withConfiguration: configuration)
        aspectConstraint?.isActive = false
        aspectConstraint = photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor, multiplier: 1 / model.aspectRatio)
        aspectConstraint?.priority = .defaultHigh
        aspectConstraint?.isActive = true
    }
}

final class PhotoFeedViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: .zero, style: .plain)
    let loader: PhotoLoader
    let spinner = UIActivityIndicatorView(style: .medium)
    private(set) var isLoadingPage = false
    private(set) var nextPage = 0
    private(set) var hasMorePages = true

    init(loader: PhotoLoader) {
        self.loader = loader
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        view.backgroundColor = .systemBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.separatorStyle = .none
        tableView.estimatedRowHeight = 300
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        spinner.hidesWhenStopped = true
        spinner.color = .secondaryLabel
        spinner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 56)
        tableView.tableFooterView = spinner

        manager.register(PhotoCell.self) { [weak self] mapping in
            mapping.prefetch { photo, _ in self?.loader.prefetch(photo) }
            mapping.cancelPrefetch { photo, _ in self?.loader.cancelPrefetch(photo) }
        }
        manager.willDisplay(PhotoCell.self) { [weak self] _, _, indexPath in
            guard let self = self else { return }
            let count = self.manager.memoryStorage.numberOfItems(inSection: 0)
            if indexPath.row >= count - 3 { self.loadNextPage() }
        }
        loadNextPage()
    }

    func loadNextPage() {
        guard !isLoadingPage, hasMorePages else { return }
        isLoadingPage = true
        spinner.startAnimating()
        loader.requestPage(nextPage)
    }

    /// Called by the loader when a page arrives.
    func didLoad(_ photos: [Photo], hasMore: Bool) {
        isLoadingPage = false
        nextPage += 1
        hasMorePages = hasMore
        spinner.stopAnimating()
        if !hasMore { tableView.tableFooterView = UIView(frame: .zero) }
        manager.memoryStorage.addItems(photos, toSection: 0)
    }
}

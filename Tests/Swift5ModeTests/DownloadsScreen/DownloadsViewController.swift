// A Downloads screen as an iOS 15–17 app writes it with UIKit's diffable data source: cells with
// a progress view and an activity indicator, pull to refresh, and progress arriving from a
// background queue delivered with `DispatchQueue.main.async`.
import UIKit

struct Download: Hashable {
    let id: Int
    let fileName: String
}

protocol DownloadService: AnyObject {
    func fetchDownloads(completion: @escaping ([Download]) -> Void)
}

final class DownloadCell: UITableViewCell {
    static let reuseIdentifier = "DownloadCell"
    let progressView = UIProgressView(progressViewStyle: .default)
    let spinner = UIActivityIndicatorView(style: .medium)
    let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        spinner.hidesWhenStopped = true
        accessoryView = spinner
        progressView.trackTintColor = .systemGray5
        progressView.progressTintColor = .systemGreen
        let stack = UIStackView(arrangedSubviews: [nameLabel, progressView])
        stack.axis = .vertical
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with download: Download, progress: Float?) {
        nameLabel.text = download.fileName
        if let progress = progress {
            progressView.setProgress(progress, animated: true)
            progressView.isHidden = false
            if progress < 1 { spinner.startAnimating() } else { spinner.stopAnimating() }
        } else {
            progressView.isHidden = true
            spinner.stopAnimating()
        }
    }
}

final class DownloadsViewController: UITableViewController {
    enum Section: Hashable { case active }

    private let service: DownloadService
    private var progress: [Int: Float] = [:]
    private lazy var dataSource = UITableViewDiffableDataSource<Section, Download>(tableView: tableView) { [weak self] tableView, indexPath, download in
        let cell = tableView.dequeueReusableCell(withIdentifier: DownloadCell.reuseIdentifier, for: indexPath) as! DownloadCell
        cell.configure(with: download, progress: self?.progress[download.id])
        return cell
    }

    init(service: DownloadService) {
        self.service = service
        super.init(style: .plain)
        title = "Downloads"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(DownloadCell.self, forCellReuseIdentifier: DownloadCell.reuseIdentifier)
        tableView.dataSource = dataSource
        dataSource.defaultRowAnimation = .fade
        refreshControl = UIRefreshControl()
        refreshControl?.attributedTitle = NSAttributedString(string: "Checking for downloads…")
        refreshControl?.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        refresh()
    }

    func refresh() {
        service.fetchDownloads { [weak self] downloads in
            DispatchQueue.main.async {
                self?.apply(downloads)
                self?.refreshControl?.endRefreshing()
            }
        }
    }

    func updateProgress(_ value: Float, for id: Int) {
        DispatchQueue.main.async { [weak self] in
            guard let self = self else { return }
            self.progress[id] = value
            var snapshot = self.dataSource.snapshot()
            if let download = snapshot.itemIdentifiers.first(where: { $0.id == id }) {
                snapshot.reconfigureItems([download])
                self.dataSource.apply(snapshot, animatingDifferences: false)
            }
        }
    }

    private func apply(_ downloads: [Download]) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Download>()
        snapshot.appendSections([.active])
        snapshot.appendItems(downloads, toSection: .active)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let download = dataSource.itemIdentifier(for: indexPath) else { return }
        let sheet = UIAlertController(title: download.fileName, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel Download", style: .destructive) { [weak self] _ in
            guard let self = self else { return }
            var snapshot = self.dataSource.snapshot()
            snapshot.deleteItems([download])
            self.dataSource.apply(snapshot)
        })
        sheet.addAction(UIAlertAction(title: "Keep", style: .cancel))
        sheet.popoverPresentationController?.sourceView = tableView.cellForRow(at: indexPath)
        present(sheet, animated: true)
    }
}

// A music player screen as an iOS 15–17 app writes it: status bar and orientation overrides,
// a memory-warning cache purge, shake to shuffle, tap and pan gestures, a storyboard segue to
// the track details, a custom bar that extends the safe area, and dismissing the keyboard on a
// touch outside the search field.
import UIKit
import DTTableViewManager

final class PlayerViewController: UIViewController, DTTableViewManageable, UIGestureRecognizerDelegate {
    let tableView: UITableView! = UITableView(frame: .zero, style: .plain)
    let header = ArtworkHeaderView(frame: CGRect(x: 0, y: 120, width: 390, height: 200))
    let overlay = PassthroughView(frame: CGRect(x: 0, y: 120, width: 390, height: 200))
    let closeButton = UIButton(type: .close)
    let searchField = UITextField()
    private(set) var artworkCache: [String: UIImage] = ["cover": UIImage()]
    private(set) var tracks: [Track]
    private(set) var isFullScreenArtwork = false
    private(set) var shuffles = 0
    private(set) var dragOffset: CGFloat = 0
    private(set) var bottomBarHeight: CGFloat = 0

    init(tracks: [Track]) {
        self.tracks = tracks
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - System appearance

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { isFullScreenArtwork }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { false }
    override var prefersHomeIndicatorAutoHidden: Bool { isFullScreenArtwork }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        edgesForExtendedLayout = [.top]
        additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 64, right: 0)
        view.addSubview(header)
        tableView.frame = CGRect(x: 0, y: 320, width: 390, height: 524)
        view.addSubview(tableView)
        overlay.addSubview(closeButton)
        closeButton.frame = CGRect(x: 340, y: 10, width: 40, height: 40)
        view.addSubview(overlay)
        view.addSubview(searchField)

        #if os(iOS)
        let tap = UITapGestureRecognizer(target: self, action: #selector(artworkTapped(_:)))
        let pan = UIPanGestureRecognizer(target: self, action: #selector(artworkDragged(_:)))
        #else
        let tap = UITapGestureRecognizer { [weak self] _ in self?.toggleFullScreenArtwork() }
        let pan = UIPanGestureRecognizer { [weak self] recognizer in self?.drag(recognizer as! UIPanGestureRecognizer) }
        #endif
        tap.numberOfTapsRequired = 2
        tap.require(toFail: pan)
        header.addGestureRecognizer(tap)
        header.addGestureRecognizer(pan)

        manager.register(TrackCell.self) { [weak self] mapping in
            mapping.didSelect { _, track, _ in self?.performSegue(withIdentifier: "showTrack", sender: track) }
        }
        manager.memoryStorage.setItems(tracks)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        bottomBarHeight = view.safeAreaInsets.bottom
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        artworkCache.removeAll()
    }

    // MARK: - Events

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        view.endEditing(true)
        super.touchesBegan(touches, with: event)
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard motion == .motionShake else { return super.motionEnded(motion, with: event) }
        shuffles += 1
        tracks.reverse()
        manager.memoryStorage.setItems(tracks)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isFullScreenArtwork
    }

    // MARK: - Segues

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if let details = segue.destination as? TrackDetailsViewController, let track = sender as? Track {
            details.track = track
        }
    }

    // MARK: - Gestures

    #if os(iOS)
    @objc private func artworkTapped(_ sender: UITapGestureRecognizer) {
        toggleFullScreenArtwork()
    }

    @objc private func artworkDragged(_ sender: UIPanGestureRecognizer) {
        drag(sender)
    }
    #endif

    private func toggleFullScreenArtwork() {
        isFullScreenArtwork.toggle()
        UIView.animate(withDuration: 0.3) {
            self.setNeedsStatusBarAppearanceUpdate()
        }
    }

    private func drag(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .changed:
            dragOffset = recognizer.translation(in: view).y
        case .ended where recognizer.velocity(in: view).y > 300:
            dragOffset = 0
            dismiss(animated: true)
        default:
            break
        }
    }
}

/// The track details, a scene of the player storyboard.
final class TrackDetailsViewController: UIViewController {
    var track: Track?
}

import Foundation

/// Manages a view hierarchy, loading its view lazily as UIKit does.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var storedView: UIView?

    /// The name of the nib the view is loaded from, if any.
    open private(set) var nibName: String?
    /// The bundle of ``nibName``.
    open private(set) var nibBundle: Bundle?
    /// The controller's title.
    open var title: String?
    private var editingState = false

    /// Whether the controller is in editing mode; setting it calls ``setEditing(_:animated:)``
    /// without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Creates a controller whose view comes from a nib, or from ``loadView()`` when `nil`.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name (declared with ``UINib/registerHeadlessNib(named:bundle:_:)``).
    ///   - nibBundleOrNil: The nib's bundle; `nil` means the main bundle.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a controller without a nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: - View loading

    /// The controller's root view, loaded on first access through ``loadView()`` and
    /// ``viewDidLoad()``.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { storedView = newValue }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { storedView != nil }

    /// The view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { storedView }

    /// Creates the view. The default loads ``nibName`` with this controller as owner (the nib's
    /// factory sets `view`), or else creates a plain view the size of the headless screen.
    open func loadView() {
        if let nibName {
            _ = UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: self, options: nil)
        }
        if storedView == nil {
            storedView = UIView(frame: UIScreen.main.bounds)
        }
    }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        viewDidLoad()
    }

    /// Called once after the view is loaded.
    open func viewDidLoad() {}

    // MARK: - Appearance

    /// Called before the view appears.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: - Editing

    /// Turns editing mode on or off.
    ///
    /// - Parameters:
    ///   - editing: Whether to edit.
    ///   - animated: Whether to animate.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
    }
}

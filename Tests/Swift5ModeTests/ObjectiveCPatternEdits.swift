// The smallest edits that make Objective-C-only patterns of an iOS screen compile on Linux as
// well as on iOS. REMAINING_UIKIT.md lists them ("iOS source patterns that need an edit"); this
// file is each edit, compiled here and exercised by ObjectiveCPatternEditTests.
import UIKit
import DTTableViewManager
// 5. A custom gesture recognizer sets `state`, whose setter UIKit declares in the
//    `UIGestureRecognizerSubclass` submodule. HeadlessUIKit has no submodules and declares the
//    setter with the class, so the import stays where Apple's UIKit is.
#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit.UIGestureRecognizerSubclass
#endif

final class ProfileViewController: UIViewController {
    // 1. `@IBOutlet` needs an Objective-C class type. Keep the attribute where Apple's UIKit is;
    //    elsewhere the nib declared with `UINib.registerHeadlessNib` sets the property directly.
    #if os(iOS) || os(tvOS) || os(visionOS)
    @IBOutlet weak var nameLabel: UILabel!
    #else
    weak var nameLabel: UILabel!
    #endif

    private(set) var actions: [String] = []

    // 2. `@IBAction` compiles on Linux only with a sender parameter. Adding `_ sender: Any`
    //    changes the Objective-C selector (`save` becomes `save:`): reconnect the action in
    //    Interface Builder after the edit.
    @IBAction func save(_ sender: Any) {
        actions.append("save")
    }

    // 3. `@objc` and `#selector` need the Objective-C runtime. Target–action becomes a UIAction
    //    (iOS 14), which works on both platforms.
    func makeShareButton() -> UIButton {
        let button = UIButton(type: .system)
        button.addAction(UIAction { [weak self] _ in self?.share() }, for: .touchUpInside)
        return button
    }

    private func share() {
        actions.append("share")
    }
}

/// A recognizer an app writes itself: a press that begins as soon as a finger touches down, to
/// highlight a card while it is held (edit 5 above).
final class PressGestureRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = touches.count == 1 ? .began : .failed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = .ended
    }
}

/// A table delegate that passes selections on to another delegate, as container screens do.
final class ForwardingTableDelegate: NSObject, UITableViewDelegate {
    weak var forwardee: UITableViewDelegate?

    // 4. Calling an optional protocol requirement uses `?(` on Apple platforms; HeadlessUIKit's
    //    protocols declare every optional method with a default implementation, so the call has
    //    no `?` there.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        #if os(iOS) || os(tvOS) || os(visionOS)
        forwardee?.tableView?(tableView, didSelectRowAt: indexPath)
        #else
        forwardee?.tableView(tableView, didSelectRowAt: indexPath)
        #endif
    }
}

/// The delegate the forwarder passes selections to.
final class SelectionRecorder: NSObject, UITableViewDelegate {
    private(set) var selected: [IndexPath] = []

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// An app's helper for running work on the main thread, edited to ask the queue instead of the
/// thread. On Linux the main actor runs on the main dispatch queue, which a worker thread drains,
/// so `Thread.isMainThread` is `false` in main-actor code there: the original
/// `if Thread.isMainThread { … } else { DispatchQueue.main.async(…) }` defers the block, and its
/// `DispatchQueue.main.sync` form stops the process. Asking whether the main queue is the current
/// one answers the same on iOS, where that queue runs on the main thread.
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    /// Marks the main queue, once, so that ``isCurrent`` recognises it.
    private static let marking: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    /// Whether the caller runs on the main queue.
    static var isCurrent: Bool {
        marking
        return DispatchQueue.getSpecific(key: key) == true
    }

    /// Runs `block` now on the main queue, else later on it.
    static func perform(_ block: @escaping () -> Void) {
        if isCurrent { block() } else { DispatchQueue.main.async(execute: block) }
    }

    /// Runs `block` on the main queue and returns its result.
    static func sync<T>(_ block: () -> T) -> T {
        isCurrent ? block() : DispatchQueue.main.sync(execute: block)
    }
}

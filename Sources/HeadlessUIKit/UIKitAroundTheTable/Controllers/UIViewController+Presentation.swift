import Foundation

// Modal presentation: who presents whom, and the views and callbacks of presenting and
// dismissing.
extension UIViewController {
    /// The controller that presentations from this one go through: its topmost ancestor.
    var presentationHost: UIViewController {
        var host = self
        while let parent = host.parent { host = parent }
        return host
    }

    /// Presents `controller` over ``presentationHost``; see `present(_:animated:completion:)`.
    func presentModally(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationHost
        guard presenter.storedPresented == nil, controller.storedPresenting == nil,
              let window = presenter.viewIfLoaded?.window
        else { return }
        presenter.storedPresented = controller
        controller.storedPresenting = presenter
        let covered = controller.modalPresentationStyle.hidesPresentingView ? [presenter] : []
        Self.performAppearanceTransition(
            disappearing: covered,
            appearing: controller,
            roles: [(controller, .beingPresented)],
            animated: animated
        ) {
            let view: UIView = controller.view
            view.frame = window.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(view)
        }
        completion?()
    }

    /// Dismisses what this controller's host presented, or the host itself when it presents
    /// nothing; see `dismiss(animated:completion:)`.
    func dismissModally(animated: Bool, completion: (() -> Void)?) {
        let host = presentationHost
        let presenter: UIViewController
        if host.storedPresented != nil {
            presenter = host
        } else if let presenting = host.storedPresenting {
            presenter = presenting
        } else {
            return
        }
        var stack: [UIViewController] = []
        var next = presenter.storedPresented
        while let controller = next {
            stack.append(controller)
            next = controller.storedPresented
        }
        let revealsPresenter = stack.first?.modalPresentationStyle.hidesPresentingView == true
        Self.performAppearanceTransition(
            disappearing: stack.reversed(),
            appearing: revealsPresenter ? presenter : nil,
            roles: stack.map { ($0, .beingDismissed) },
            animated: animated
        ) {
            for controller in stack { controller.viewIfLoaded?.removeFromSuperview() }
        }
        presenter.storedPresented = nil
        for controller in stack {
            controller.storedPresented = nil
            controller.storedPresenting = nil
        }
        completion?()
    }
}

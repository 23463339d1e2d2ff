import Foundation

extension UIWindow {
    /// Changes the window's size as a rotation or a split-screen resize does, telling the
    /// controllers first (HeadlessUIKit-only).
    ///
    /// In UIKit's order: when `newTraitOverrides` is given, the root controller and the
    /// controllers presented from it get `willTransition(to:with:)` with their traits to come;
    /// then they get `viewWillTransition(to:with:)` with the new size, each passing both on to
    /// its children (the default implementations). A presented controller's presentation
    /// controller is told each just before it. Then the traits change (as setting
    /// ``headlessTraitOverrides`` does, with `traitCollectionDidChange(_:)` and trait-change
    /// handlers), the window takes the new size (its root and presented views follow it by
    /// their autoresizing) and is laid out, and finally the animations the controllers added
    /// to the coordinator run, followed by their completions.
    ///
    /// ```swift
    /// window.simulateSizeTransition(to: CGSize(width: 844, height: 390))
    /// #expect(window.rootViewController?.view.bounds.width == 844)
    /// ```
    ///
    /// - Parameters:
    ///   - size: The window's new size.
    ///   - newTraitOverrides: The window's new ``headlessTraitOverrides`` when the transition
    ///     also changes traits (the size classes of a rotation); `nil` keeps the current ones.
    public func simulateSizeTransition(to size: CGSize, newTraitOverrides: UITraitCollection? = nil) {
        let coordinator = SizeTransitionCoordinator(window: self)
        let controllers = controllersTakingPartInSizeTransition
        if let newTraitOverrides {
            let newWindowTraits = UITraitCollection(traitsFrom: [UIScreen.main.traitCollection, newTraitOverrides])
            for controller in controllers {
                controller.presentationInProgress?.willTransition(to: newWindowTraits, with: coordinator)
                controller.willTransition(to: controller.applyingTraitOverrides(to: newWindowTraits), with: coordinator)
            }
        }
        for controller in controllers {
            controller.presentationInProgress?.viewWillTransition(to: size, with: coordinator)
            controller.viewWillTransition(to: size, with: coordinator)
        }
        if let newTraitOverrides {
            headlessTraitOverrides = newTraitOverrides
        }
        frame.size = size
        layoutIfNeeded()
        coordinator.finish()
    }

    /// The root controller and the chain of controllers presented from it.
    private var controllersTakingPartInSizeTransition: [UIViewController] {
        var controllers: [UIViewController] = []
        var next = rootViewController
        while let controller = next {
            controllers.append(controller)
            next = controller.presentationHost.storedPresented
        }
        return controllers
    }
}

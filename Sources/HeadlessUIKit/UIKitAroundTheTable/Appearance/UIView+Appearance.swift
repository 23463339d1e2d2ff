import Foundation

// Appearance proxies for views: see ``UIAppearance`` for how HeadlessUIKit applies them.
extension UIView: UIAppearance {
    /// The appearance proxy for all instances of the class.
    public static func appearance() -> Self {
        HeadlessAppearanceProxies.proxy(for: self, containerTypes: [], trait: nil) { self.init(coder: NSCoder()) }
    }

    /// The appearance proxy for instances inside the given containment hierarchy, innermost
    /// container first.
    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        HeadlessAppearanceProxies.proxy(for: self, containerTypes: containerTypes, trait: nil) { self.init(coder: NSCoder()) }
    }

    /// The appearance proxy for instances whose trait collection contains `trait`.
    public static func appearance(for trait: UITraitCollection) -> Self {
        HeadlessAppearanceProxies.proxy(for: self, containerTypes: [], trait: trait) { self.init(coder: NSCoder()) }
    }

    /// The appearance proxy for instances whose trait collection contains `trait`, inside the
    /// given containment hierarchy, innermost container first.
    public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        HeadlessAppearanceProxies.proxy(for: self, containerTypes: containerTypes, trait: trait) { self.init(coder: NSCoder()) }
    }

    /// Forgets every appearance proxy (HeadlessUIKit-only): appearance is process-wide, so a test
    /// that sets it resets it when done.
    public static func headlessResetAppearance() {
        HeadlessAppearanceProxies.reset()
    }
}

/// Views have traits, inherited down the view hierarchy (`UIView.traitCollection`).
extension UIView: UITraitEnvironment {}

/// View controllers have traits, from where their view is (`UIViewController.traitCollection`).
extension UIViewController: UITraitEnvironment {}

/// Window scenes have traits, which their windows start from (`UIWindowScene.traitCollection`).
extension UIWindowScene: UITraitEnvironment {}

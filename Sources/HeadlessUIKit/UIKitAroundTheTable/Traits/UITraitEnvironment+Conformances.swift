/// Views have traits, inherited down the view hierarchy (`UIView.traitCollection`).
extension UIView: UITraitEnvironment {}

/// View controllers have traits, from where their view is (`UIViewController.traitCollection`).
extension UIViewController: UITraitEnvironment {}

import Foundation

extension UIImage {
    /// The standard image for indicating user-initiated actions.
    ///
    /// Headless: a symbol image whose ``headlessName`` is `"UIImage.actions"`; each read returns
    /// an equal image.
    public class var actions: UIImage { standardImage("actions") }

    /// The standard image for indicating the addition of content.
    ///
    /// Headless: a symbol image whose ``headlessName`` is `"UIImage.add"`.
    public class var add: UIImage { standardImage("add") }

    /// The standard image for indicating the removal of content.
    ///
    /// Headless: a symbol image whose ``headlessName`` is `"UIImage.remove"`.
    public class var remove: UIImage { standardImage("remove") }

    /// The standard image for a checkmark on a filled-circle background.
    ///
    /// Headless: a symbol image whose ``headlessName`` is `"UIImage.checkmark"`.
    public class var checkmark: UIImage { standardImage("checkmark") }

    /// The standard image for a checkmark on a tinted circle with a white-stroked border.
    ///
    /// Headless: a symbol image whose ``headlessName`` is `"UIImage.strokedCheckmark"`.
    public class var strokedCheckmark: UIImage { standardImage("strokedCheckmark") }

    private static func standardImage(_ property: String) -> UIImage {
        UIImage(
            name: "UIImage.\(property)",
            bundle: nil,
            size: .zero,
            isSymbolImage: true,
            renderingMode: .automatic,
            tintColor: nil
        )
    }
}

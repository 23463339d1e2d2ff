import Foundation

// The presentation controller of a controller, created on first access for its presentation
// style, as UIKit does, so that apps configure it before presenting
// (`sheet.sheetPresentationController?.detents = [.medium()]`).
extension UIViewController {
    /// The object managing the controller's presentation: a popover controller for `.popover`,
    /// a sheet controller for `.automatic`, `.pageSheet` and `.formSheet`, a plain one otherwise.
    /// Created on first access, and again when the style changes to another kind.
    public var presentationController: UIPresentationController? {
        let kind: UIPresentationController.Type
        let make: (UIViewController) -> UIPresentationController
        switch modalPresentationStyle {
        case .popover:
            (kind, make) = (UIPopoverPresentationController.self, { UIPopoverPresentationController(presentedViewController: $0, presenting: nil) })
        case .automatic, .pageSheet, .formSheet:
            (kind, make) = (UISheetPresentationController.self, { UISheetPresentationController(presentedViewController: $0, presenting: nil) })
        default:
            (kind, make) = (UIPresentationController.self, { UIPresentationController(presentedViewController: $0, presenting: nil) })
        }
        if let existing = storedPresentationController, type(of: existing) == kind { return existing }
        let created = make(self)
        storedPresentationController = created
        return created
    }

    /// The popover presentation of the controller: non-`nil` when ``modalPresentationStyle`` is
    /// `.popover`, as in UIKit, so that an app sets the anchor before presenting.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// The sheet presentation of the controller: non-`nil` for the sheet styles (`.automatic`,
    /// `.pageSheet`, `.formSheet`), so that an app sets detents before presenting.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}

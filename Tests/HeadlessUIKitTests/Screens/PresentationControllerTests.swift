import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// An editor that refuses to be swiped away while it has unsaved changes, as apps write it.
private final class EditorController: UIViewController, UIAdaptivePresentationControllerDelegate {
    var hasChanges = false
    var events: [String] = []

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        !hasChanges
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        events.append("attempt")
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        events.append("will")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        events.append("did")
    }
}

/// A list whose filter sheet reports its detent changes.
private final class FilterSheetDelegate: NSObject, UISheetPresentationControllerDelegate {
    var selected: [UISheetPresentationController.Detent.Identifier?] = []

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        selected.append(sheetPresentationController.selectedDetentIdentifier)
    }
}

/// A custom detent's resolution context.
private final class ResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection = UITraitCollection()
    let maximumDetentValue: CGFloat = 800
}

@MainActor @Suite struct PresentationControllerTests {
    @Test func swipingASheetAsksTheDelegateAndDismisses() {
        let screen = UIViewController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        let editor = EditorController()
        editor.presentationController?.delegate = editor
        screen.present(editor, animated: true)

        editor.hasChanges = true
        expectEqual(editor.presentationController?.simulateSwipeToDismiss(), false)
        #expect(editor.events == ["attempt"] && screen.presentedViewController === editor)

        editor.hasChanges = false
        editor.isModalInPresentation = true
        expectEqual(editor.presentationController?.simulateSwipeToDismiss(), false)
        expectEqual(editor.events, ["attempt", "attempt"], "a modal sheet is not asked, only told of the attempt")

        editor.isModalInPresentation = false
        expectEqual(editor.presentationController?.simulateSwipeToDismiss(), true)
        expectEqual(editor.events, ["attempt", "attempt", "will", "did"])
        expectNil(screen.presentedViewController)
    }

    @Test func aModalControllerInsideAPresentedNavigationControllerKeepsTheSheet() {
        let screen = UIViewController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        // Apple's "Disabling the pull-down gesture for a sheet": the editor sets the property,
        // the navigation controller around it is what is presented.
        let editor = EditorController()
        let navigation = UINavigationController(rootViewController: editor)
        navigation.presentationController?.delegate = editor
        screen.present(navigation, animated: true)

        editor.isModalInPresentation = true
        expectEqual(navigation.presentationController?.simulateSwipeToDismiss(), false)
        #expect(editor.events == ["attempt"] && screen.presentedViewController === navigation)

        editor.isModalInPresentation = false
        expectEqual(navigation.presentationController?.simulateSwipeToDismiss(), true)
        #expect(editor.events == ["attempt", "will", "did"] && screen.presentedViewController == nil)
    }

    @Test func fullScreenPresentationsCannotBeSwipedAway() {
        let screen = UIViewController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        let player = UIViewController()
        player.modalPresentationStyle = .fullScreen
        screen.present(player, animated: false)
        expectEqual(player.presentationController?.simulateSwipeToDismiss(), false)
        expectNil(player.sheetPresentationController)
        expectIdentical(screen.presentedViewController, player)
    }

    @Test func sheetsKeepTheirDetentsAndReportTheUsersChoice() throws {
        let screen = UIViewController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        let filters = UIViewController()
        let sheet = try #require(filters.sheetPresentationController)
        let delegate = FilterSheetDelegate()
        sheet.delegate = delegate
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        sheet.largestUndimmedDetentIdentifier = .medium
        screen.present(filters, animated: true)

        expectIdentical(filters.sheetPresentationController, sheet, "the same controller before and after presenting")
        expectEqual(sheet.detents.map(\.identifier), [.medium, .large])
        #expect(!sheet.simulateSelectingDetent(.medium), "already at the smallest detent")
        #expect(sheet.simulateSelectingDetent(.large))
        #expect(!sheet.simulateSelectingDetent(UISheetPresentationController.Detent.Identifier(rawValue: "other")))
        expectEqual(delegate.selected, [.large])
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        expectEqual(sheet.selectedDetentIdentifier, .medium)
    }

    @Test func customDetentsResolveTheirHeights() {
        let context = ResolutionContext()
        let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) { $0.maximumDetentValue * 0.25 }
        expectEqual(small.resolvedValue(in: context), 200)
        expectEqual(small.identifier, UISheetPresentationController.Detent.Identifier(rawValue: "small"))
        expectEqual(UISheetPresentationController.Detent.medium().resolvedValue(in: context), 400)
        expectEqual(UISheetPresentationController.Detent.large().resolvedValue(in: context), 800)
        expectNil(UISheetPresentationController.Detent.custom { _ in nil }.resolvedValue(in: context))
    }

    @Test func theKindOfPresentationControllerFollowsTheStyle() {
        let controller = UIViewController()
        expectNotNil(controller.sheetPresentationController)
        controller.modalPresentationStyle = .popover
        #expect(controller.popoverPresentationController != nil && controller.sheetPresentationController == nil)
        controller.modalPresentationStyle = .overFullScreen
        expectEqual(controller.presentationController.map { type(of: $0) == UIPresentationController.self }, true)
    }

    @Test func keyboardNotificationsCarryUIKitsNamesAndGeometry() throws {
        expectEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
        let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UIView.AnimationCurve.easeOut.rawValue),
        ]
        let boxed = try #require(userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)
        expectEqual(boxed.cgRectValue, frame)
        let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber).flatMap { UIView.AnimationCurve(rawValue: $0.intValue) }
        expectEqual(curve, .easeOut)
    }
}

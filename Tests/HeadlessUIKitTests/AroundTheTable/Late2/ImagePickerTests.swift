import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A profile screen's delegate, recording what the picker told it and dismissing it as apps do.
private final class ProfilePhotoDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var events: [String] = []
    var info: [UIImagePickerController.InfoKey: Any] = [:]

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        events.append("didFinish")
        self.info = info
        picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        events.append("didCancel")
        picker.dismiss(animated: true)
    }
}

/// A delegate that implements neither optional method.
private final class SilentDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}

@MainActor @Suite struct ImagePickerTests {
    @Test func photoLibraryIsAvailableAndTheCameraIsNot() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        expectEqual(UIImagePickerController.availableMediaTypes(for: .photoLibrary), ["public.image", "public.movie"])
        expectNil(UIImagePickerController.availableMediaTypes(for: .camera))
    }

    @Test func defaultsMatchUIKit() {
        let picker = UIImagePickerController()
        expectEqual(picker.sourceType, .photoLibrary)
        expectEqual(picker.mediaTypes, ["public.image"])
        #expect(!picker.allowsEditing)
        expectEqual(UIImagePickerController.InfoKey.originalImage.rawValue, "UIImagePickerControllerOriginalImage")
        expectEqual(UIImagePickerController.SourceType(rawValue: 1), .camera)
    }

    @Test func pickingAnEditedImageTellsTheDelegateWhichDismissesThePicker() throws {
        let screen = UIViewController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        let delegate = ProfilePhotoDelegate()
        let picker = UIImagePickerController()
        picker.sourceType = .savedPhotosAlbum
        picker.allowsEditing = true
        picker.delegate = delegate
        screen.present(picker, animated: true)
        expectIdentical(screen.presentedViewController, picker)

        let original = UIImage()
        let cropped = UIImage()
        let url = URL(fileURLWithPath: "/tmp/photo.jpeg")
        picker.simulatePicking(original, editedImage: cropped, imageURL: url)

        expectEqual(delegate.events, ["didFinish"])
        expectEqual(delegate.info[.mediaType] as? String, "public.image")
        expectIdentical(delegate.info[.originalImage] as? UIImage, original)
        expectIdentical(delegate.info[.editedImage] as? UIImage, cropped)
        expectEqual(delegate.info[.imageURL] as? URL, url)
        expectNil(screen.presentedViewController)
    }

    @Test func pickingWithoutEditingGivesNoEditedImage() {
        let delegate = ProfilePhotoDelegate()
        let picker = UIImagePickerController()
        picker.delegate = delegate
        picker.simulatePicking(UIImage())
        #expect(delegate.info[.originalImage] is UIImage)
        expectNil(delegate.info[.editedImage])
        expectNil(delegate.info[.imageURL])
    }

    @Test func cancellingTellsTheDelegate() {
        let screen = UIViewController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        let delegate = ProfilePhotoDelegate()
        let picker = UIImagePickerController()
        picker.delegate = delegate
        screen.present(picker, animated: false)

        picker.simulateCancellation()
        expectEqual(delegate.events, ["didCancel"])
        expectNil(screen.presentedViewController)
    }

    @Test func aDelegateWithoutTheCancelMethodLetsThePickerDismissItself() {
        let screen = UIViewController()
        let window = showInWindow(screen)
        defer { withExtendedLifetime(window) {} }
        let delegate = SilentDelegate()
        let picker = UIImagePickerController()
        picker.delegate = delegate
        screen.present(picker, animated: false)

        picker.simulateCancellation()
        expectNil(screen.presentedViewController)
    }
}

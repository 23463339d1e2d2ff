import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A picker subclass as apps write one: overriding the class methods and the open properties.
private final class CameraFirstPicker: UIImagePickerController {
    override class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool { true }
    override class func availableMediaTypes(for sourceType: UIImagePickerController.SourceType) -> [String]? {
        super.availableMediaTypes(for: sourceType)
    }
    override var sourceType: UIImagePickerController.SourceType {
        didSet { sourceChanges += 1 }
    }
    override var allowsEditing: Bool {
        get { true }
        set {}
    }
    override var mediaTypes: [String] {
        get { super.mediaTypes }
        set { super.mediaTypes = newValue }
    }
    var sourceChanges = 0
}

@MainActor @Suite struct ImagePickerSubclassShapeTests {
    @Test func subclassOverridesReachThePicker() {
        let picker = CameraFirstPicker()
        picker.sourceType = .camera
        expectEqual(picker.sourceType, .camera, "the subclass's availability lets the camera be chosen")
        expectEqual(picker.sourceChanges, 1)
        expectEqual(CameraFirstPicker.availableMediaTypes(for: .camera), ["public.image", "public.movie"])
        picker.mediaTypes = ["public.movie"]
        expectEqual(picker.mediaTypes, ["public.movie"])
        #expect(picker.allowsEditing)
        let navigation: UINavigationController = CameraFirstPicker(rootViewController: UIViewController())
        expectEqual(navigation.viewControllers.count, 1)
    }
}

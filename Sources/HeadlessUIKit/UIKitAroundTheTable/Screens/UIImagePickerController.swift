import Foundation

/// A system screen where the user takes a photo or picks one from the photo library.
///
/// Present it as on iOS; its `delegate` learns what the user picked or that they cancelled.
///
/// Headless: the picker shows nothing and has no media of its own; a test plays the user with
/// ``simulatePicking(_:editedImage:imageURL:)`` and ``simulateCancellation()``. Only the photo
/// library and saved photos album are available, as on a simulator; the camera is not.
/// `delegate` is the navigation controller's, typed `UINavigationControllerDelegate?` (Swift
/// cannot narrow an inherited stored property's type as UIKit's Objective-C declaration does);
/// assigning an object that adopts both protocols works as in UIKit.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// The uniform type identifier of still images.
    private static let imageType = "public.image"

    /// Whether the device can pick media from a source.
    ///
    /// Headless: `true` for the photo library and saved photos album, `false` for the camera,
    /// as on a simulator.
    /// - Parameter sourceType: The source.
    /// - Returns: Whether the source is available.
    open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types a source offers, as uniform type identifiers.
    ///
    /// - Parameter sourceType: The source.
    /// - Returns: `["public.image", "public.movie"]` for an available source; `nil` for one that
    ///   is not available.
    open class func availableMediaTypes(for sourceType: UIImagePickerController.SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageType, "public.movie"] : nil
    }

    /// Where the picker takes its media from; `.photoLibrary` by default.
    ///
    /// Setting a source that ``isSourceTypeAvailable(_:)`` denies stops the program, as UIKit's
    /// exception does.
    open var sourceType: UIImagePickerController.SourceType = .photoLibrary {
        didSet {
            precondition(Self.isSourceTypeAvailable(sourceType), "UIImagePickerController: source type \(sourceType.rawValue) not available")
        }
    }

    /// The media types the user may pick; `["public.image"]` by default.
    open var mediaTypes: [String] = [UIImagePickerController.imageType]

    /// Whether the user may crop the picked image before the picker returns it; `false` by
    /// default. When `true`, the delegate's info holds an ``InfoKey/editedImage``.
    open var allowsEditing = false

    // MARK: - Headless picking

    /// Simulates the user picking an image: tells the delegate
    /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` (HeadlessUIKit-only).
    ///
    /// The info holds ``InfoKey/mediaType`` (`"public.image"`), ``InfoKey/originalImage``,
    /// ``InfoKey/editedImage`` when ``allowsEditing`` is on, and ``InfoKey/imageURL`` when given.
    /// As in UIKit, the delegate dismisses the picker; without a delegate that adopts
    /// ``UIImagePickerControllerDelegate``, the picker dismisses itself.
    /// - Parameters:
    ///   - image: The image picked.
    ///   - editedImage: The image after the user's crop, when ``allowsEditing`` is on; `image`
    ///     when `nil`.
    ///   - imageURL: The picked image's file URL, if the test gives one.
    public func simulatePicking(_ image: UIImage, editedImage: UIImage? = nil, imageURL: URL? = nil) {
        precondition(mediaTypes.contains(Self.imageType), "simulatePicking(_:): the picker's mediaTypes do not include images")
        var info: [InfoKey: Any] = [.mediaType: Self.imageType, .originalImage: image]
        if allowsEditing { info[.editedImage] = editedImage ?? image }
        if let imageURL { info[.imageURL] = imageURL }
        guard let pickerDelegate = delegate as? UIImagePickerControllerDelegate else {
            dismiss(animated: true)
            return
        }
        pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// Simulates the user tapping Cancel: tells the delegate `imagePickerControllerDidCancel(_:)`,
    /// whose default dismisses the picker (HeadlessUIKit-only).
    public func simulateCancellation() {
        guard let pickerDelegate = delegate as? UIImagePickerControllerDelegate else {
            dismiss(animated: true)
            return
        }
        pickerDelegate.imagePickerControllerDidCancel(self)
    }
}

import Foundation

extension UIImagePickerController {
    /// Where the picker takes its media from.
    public enum SourceType: Int, Sendable {
        /// The device's photo library.
        case photoLibrary
        /// The built-in camera. Headless: never available, as on a simulator.
        case camera
        /// The Camera Roll album.
        case savedPhotosAlbum
    }

    /// Keys of the dictionary the picker gives its delegate when the user picks media.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key from its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}

extension UIImagePickerController.InfoKey {
    /// The type of media picked (a `String` uniform type identifier, such as `"public.image"`).
    public static let mediaType = UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerMediaType")
    /// The image as picked, before any editing (a `UIImage`).
    public static let originalImage = UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    /// The image as the user edited it, when the picker allows editing (a `UIImage`).
    public static let editedImage = UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    /// The crop rectangle applied to the original image. Headless: never given.
    public static let cropRect = UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerCropRect")
    /// The file URL of a picked movie. Headless: never given (only images are picked).
    public static let mediaURL = UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    /// The asset library URL of the picked media (deprecated by UIKit). Headless: never given.
    @available(iOS, introduced: 4.1, deprecated: 11.0, message: "Will be removed in a future release, use PHPicker.")
    public static let referenceURL = UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
    /// The metadata of a photo the camera took. Headless: never given.
    public static let mediaMetadata = UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    /// The picked Live Photo. Headless: never given.
    public static let livePhoto = UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
    /// The picked Photos asset. Headless: never given.
    public static let phAsset = UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    /// The file URL of the picked image (a `URL`), when the test gives one.
    public static let imageURL = UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerImageURL")
}

import Foundation

// The one edge that decides how "does this xib exist" is answered: a compiled `.nib` in the
// bundle on Apple platforms, a nib registered with `UINib.registerHeadlessNib` in HeadlessUIKit.
extension UINib {
    /// Whether a nib named `nibName` exists in `bundle`.
    ///
    /// The manager asks this before registering a cell or header/footer from a xib named after its
    /// class. On Apple platforms it looks for the compiled `nibName.nib`; in HeadlessUIKit, for a
    /// nib registered with `UINib.registerHeadlessNib(named:bundle:_:)`.
    ///
    /// - Parameters:
    ///   - nibName: The xib's name, without extension.
    ///   - bundle: The bundle to look in; the main bundle by default.
    /// - Returns: `true` when the nib can be loaded.
    @preconcurrency @MainActor
    public class func nibExists(withNibName nibName: String, inBundle bundle: Bundle = Bundle.main) -> Bool {
        #if !HEADLESS_UIKIT
        bundle.path(forResource: nibName, ofType: "nib") != nil
        #else
        headlessNibExists(named: nibName, in: bundle)
        #endif
    }
}

import Foundation

extension Bundle {
    /// Instantiates the top-level objects of a nib in this bundle, as UIKit's addition to
    /// `Bundle` does.
    ///
    /// The same as `UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)`:
    /// headlessly, the nib's contents are those declared with
    /// ``UINib/registerHeadlessNib(named:bundle:_:)``, and a nib never declared stops the program
    /// with UIKit's message, as loading a missing nib does on a device.
    /// - Parameters:
    ///   - name: The nib's name, without extension.
    ///   - owner: The File's Owner, passed to the nib's factory.
    ///   - options: Loading options; headless: ignored.
    /// - Returns: The nib's top-level objects.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

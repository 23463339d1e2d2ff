import Foundation

// Symbols with a variable value (iOS 16): a value between 0 and 1 fills in parts of the symbol,
// such as the bars of "wifi" or "speaker.wave.3".
extension UIImage {
    /// Creates an image standing for an SF Symbol filled to a variable value.
    ///
    /// Headless: never fails, as ``init(systemName:withConfiguration:)`` does not; the variable
    /// value changes only how the symbol is drawn, which is not modelled.
    /// - Parameters:
    ///   - name: The symbol name, such as `"wifi"`.
    ///   - variableValue: How much of the symbol is filled in, from 0 to 1.
    ///   - configuration: The configuration, such as a ``SymbolConfiguration``.
    public convenience init?(systemName name: String, variableValue: Double, configuration: UIImage.Configuration? = nil) {
        self.init(systemName: name, withConfiguration: configuration)
    }

    /// Creates an image standing for the named asset in a bundle, filled to a variable value
    /// when it is a symbol.
    ///
    /// Headless: as ``init(named:in:with:)``; the variable value is not modelled.
    /// - Parameters:
    ///   - name: The asset name.
    ///   - bundle: The bundle; `nil` means the main bundle.
    ///   - variableValue: How much of the symbol is filled in, from 0 to 1.
    ///   - configuration: The configuration.
    public convenience init?(named name: String, in bundle: Bundle? = nil, variableValue: Double, configuration: UIImage.Configuration? = nil) {
        self.init(named: name, in: bundle, with: configuration)
    }
}

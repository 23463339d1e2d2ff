#if !canImport(CoreGraphics)
/// How drawn pixels combine with those already in a graphics context (Core Graphics' type, where
/// it is absent); `UIImage.draw(at:blendMode:alpha:)` takes one.
public enum CGBlendMode: Int32, Sendable {
    /// The drawn pixels over those below.
    case normal = 0
    /// Multiplies the colors.
    case multiply
    /// Multiplies the inverse colors.
    case screen
    /// Multiplies or screens, depending on the color below.
    case overlay
    /// Keeps the darker of the two.
    case darken
    /// Keeps the lighter of the two.
    case lighten
    /// Brightens what is below.
    case colorDodge
    /// Darkens what is below.
    case colorBurn
    /// Darkens or lightens, softly.
    case softLight
    /// Darkens or lightens, harshly.
    case hardLight
    /// Subtracts the darker from the lighter.
    case difference
    /// Like `difference`, with less contrast.
    case exclusion
    /// The hue drawn, with the saturation and luminance below.
    case hue
    /// The saturation drawn, with the hue and luminance below.
    case saturation
    /// The hue and saturation drawn, with the luminance below.
    case color
    /// The luminance drawn, with the hue and saturation below.
    case luminosity
    /// Clears what is below.
    case clear
    /// Copies the drawn pixels.
    case copy
    /// The drawn pixels where there is something below.
    case sourceIn
    /// The drawn pixels where there is nothing below.
    case sourceOut
    /// The drawn pixels over what is below, only where there is something.
    case sourceAtop
    /// What is below over the drawn pixels.
    case destinationOver
    /// What is below, where something is drawn.
    case destinationIn
    /// What is below, where nothing is drawn.
    case destinationOut
    /// What is below over the drawn pixels, only where something is drawn.
    case destinationAtop
    /// Either, where not both.
    case xor
    /// The sum, darkened.
    case plusDarker
    /// The sum, lightened.
    case plusLighter
}
#endif

import Foundation

extension UIFontDescriptor {
    /// Style traits of a font, as Core Text numbers them.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The traits' bits.
        public let rawValue: UInt32

        /// Creates traits from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded (wider than usual).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed (narrower than usual).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph the same width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyph forms.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimized for user-interface text.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        /// The bits that hold the font's class.
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        /// Old-style serifs.
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        /// Transitional serifs.
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        /// Modern serifs.
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        /// Clarendon serifs.
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        /// Slab serifs.
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        /// Freeform serifs.
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        /// Sans serif.
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        /// Ornamentals.
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        /// Scripts.
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        /// Symbols.
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }

    /// A font class number, as in ``SymbolicTraits/classMask``.
    public typealias Class = Int

    /// A key of a descriptor's ``UIFontDescriptor/fontAttributes``.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The key as UIKit spells it.
        public let rawValue: String

        /// Creates a key.
        ///
        /// - Parameter rawValue: The key.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The family name: a `String`.
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name: a `String`.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face name within the family: a `String`.
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size: a number.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name shown to users: a `String`.
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// The transform: a `CGAffineTransform`.
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The characters the font covers.
        public static let characterSet = AttributeName(rawValue: "NSFontCharacterSetAttribute")
        /// Fallback fonts: descriptors.
        public static let cascadeList = AttributeName(rawValue: "NSFontCascadeListAttribute")
        /// The traits: a `[UIFontDescriptor.TraitKey: Any]` dictionary.
        public static let traits = AttributeName(rawValue: "NSFontTraitsAttribute")
        /// A fixed advance width: a number.
        public static let fixedAdvance = AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
        /// Typographic feature settings.
        public static let featureSettings = AttributeName(rawValue: "NSFontFeatureSettingsAttribute")
        /// The Dynamic Type text style: a `UIFont.TextStyle`'s raw value.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of the ``AttributeName/traits`` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// The key as UIKit spells it.
        public let rawValue: String

        /// Creates a key.
        ///
        /// - Parameter rawValue: The key.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The symbolic traits: a ``SymbolicTraits`` raw value.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight: a `UIFont.Weight` raw value.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, from -1 (condensed) to 1 (expanded).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, from -1 to 1.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
        /// The system font design (HeadlessUIKit keeps ``UIFontDescriptor/withDesign(_:)``'s
        /// design under this key, as Core Text's private design trait).
        static let design = TraitKey(rawValue: "NSCTFontUIFontDesignTrait")
    }

    /// A design of the system font.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The design as UIKit spells it.
        public let rawValue: String

        /// Creates a design.
        ///
        /// - Parameter rawValue: The design.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The system font's usual design (SF Pro).
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded (SF Pro Rounded).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif (New York).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Monospaced (SF Mono).
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}

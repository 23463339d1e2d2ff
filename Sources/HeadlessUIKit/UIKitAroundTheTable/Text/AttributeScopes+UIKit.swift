import Foundation

// UIKit's attributes for `AttributedString` and `AttributeContainer` (iOS 15), so that
// `title.font = .boldSystemFont(ofSize: 17)` and `container.foregroundColor = .red` compile and
// keep their values, as in a button configuration's `attributedTitle` or a text attributes
// transformer. Each key's name is the raw value of its `NSAttributedString.Key`.
//
// Headless: the attributes whose values are not `Sendable` here (`paragraphStyle`, `shadow`,
// `attachment`, `textEffect`) and the accessibility scope are left out; Foundation on Linux has
// no conversion between `AttributedString` and `NSAttributedString` to carry them across.
extension AttributeScopes {
    /// The attributes UIKit defines, with Foundation's.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    /// The attributes UIKit defines for attributed strings, with Foundation's.
    public struct UIKitAttributes: AttributeScope {
        /// The font of the text.
        public let font: FontAttribute
        /// The color of the text.
        public let foregroundColor: ForegroundColorAttribute
        /// The color behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// Whether ligatures are used (0 or 1).
        public let ligature: LigatureAttribute
        /// Extra space between characters, in points.
        public let kern: KernAttribute
        /// Tracking, in points.
        public let tracking: TrackingAttribute
        /// The strikethrough style.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The underline style.
        public let underlineStyle: UnderlineStyleAttribute
        /// The color of the text's outline.
        public let strokeColor: StrokeColorAttribute
        /// The width of the text's outline, as a percentage of the font size.
        public let strokeWidth: StrokeWidthAttribute
        /// The offset of the text from the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// The color of the underline.
        public let underlineColor: UnderlineColorAttribute
        /// The color of the strikethrough.
        public let strikethroughColor: StrikethroughColorAttribute
        /// The skew of the glyphs.
        public let obliqueness: ObliquenessAttribute
        /// The expansion of the glyphs, as a log.
        public let expansion: ExpansionAttribute
        /// Foundation's attributes (`link`, `languageIdentifier`…).
        public let foundation: FoundationAttributes

        /// The key of the text's font.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        /// The key of the text's color.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        /// The key of the color behind the text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }

        /// The key of the ligature setting.
        public enum LigatureAttribute: AttributedStringKey {
            public typealias Value = Int
            public static let name = NSAttributedString.Key.ligature.rawValue
        }

        /// The key of the kerning.
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }

        /// The key of the tracking.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.tracking.rawValue
        }

        /// The key of the strikethrough style.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }

        /// The key of the underline style.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }

        /// The key of the outline's color.
        public enum StrokeColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strokeColor.rawValue
        }

        /// The key of the outline's width.
        public enum StrokeWidthAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.strokeWidth.rawValue
        }

        /// The key of the baseline offset.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }

        /// The key of the underline's color.
        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }

        /// The key of the strikethrough's color.
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }

        /// The key of the glyphs' skew.
        public enum ObliquenessAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.obliqueness.rawValue
        }

        /// The key of the glyphs' expansion.
        public enum ExpansionAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.expansion.rawValue
        }
    }
}

extension AttributeDynamicLookup {
    /// Reaches UIKit's attributes by name: `string.font`, `container.foregroundColor`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

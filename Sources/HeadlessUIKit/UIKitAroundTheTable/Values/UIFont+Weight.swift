import Foundation

extension UIFont {
    /// A font weight, from ``ultraLight`` (-0.8) to ``black`` (0.62); ``regular`` is 0.
    public struct Weight: RawRepresentable, Hashable, Sendable, _UIKitNumericRawRepresentable {
        /// The weight value.
        public let rawValue: CGFloat

        /// Creates a weight.
        ///
        /// - Parameter rawValue: The weight value, -1…1.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Creates a weight.
        ///
        /// - Parameter rawValue: The weight value, -1…1.
        public init(_ rawValue: CGFloat) {
            self.init(rawValue: rawValue)
        }

        /// The ultra-light weight (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// The thin weight (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// The light weight (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight (0).
        public static let regular = Weight(rawValue: 0)
        /// The medium weight (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// The semibold weight (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold weight (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// The heavy weight (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// The black weight (0.62).
        public static let black = Weight(rawValue: 0.62)

        /// The face-name suffix of the nearest named weight, as in `.SFUI-Semibold`.
        var headlessFaceName: String {
            let named: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
            ]
            let nearest = named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }
            return nearest?.1 ?? "Regular"
        }
    }
}

import Foundation

extension UIColor {
    /// Hue, saturation and brightness, each 0…1, converted to and from RGB.
    struct HSB {
        var hue: CGFloat
        var saturation: CGFloat
        var brightness: CGFloat

        init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
            self.hue = hue
            self.saturation = saturation
            self.brightness = brightness
        }

        /// The HSB form of an RGB color.
        init(red: CGFloat, green: CGFloat, blue: CGFloat) {
            let maximum = max(red, green, blue)
            let range = maximum - min(red, green, blue)
            brightness = maximum
            saturation = maximum == 0 ? 0 : range / maximum
            guard range > 0 else {
                hue = 0
                return
            }
            let sector: CGFloat
            switch maximum {
            case red: sector = (green - blue) / range
            case green: sector = 2 + (blue - red) / range
            default: sector = 4 + (red - green) / range
            }
            let wrapped = sector / 6
            hue = wrapped < 0 ? wrapped + 1 : wrapped
        }

        /// The RGB form of this color.
        var rgb: (red: CGFloat, green: CGFloat, blue: CGFloat) {
            let scaled = (hue - hue.rounded(.down)) * 6
            let sector = Int(scaled)
            let fraction = scaled - CGFloat(sector)
            let low = brightness * (1 - saturation)
            let falling = brightness * (1 - saturation * fraction)
            let rising = brightness * (1 - saturation * (1 - fraction))
            switch sector {
            case 0: return (brightness, rising, low)
            case 1: return (falling, brightness, low)
            case 2: return (low, brightness, rising)
            case 3: return (low, falling, brightness)
            case 4: return (rising, low, brightness)
            default: return (brightness, low, falling)
            }
        }
    }
}

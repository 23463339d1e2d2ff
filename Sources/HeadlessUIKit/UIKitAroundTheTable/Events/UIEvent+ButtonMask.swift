extension UIEvent {
    /// The buttons of a pointing device pressed during an event: bit *n* − 1 for button *n*.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        /// The mask's bits.
        public let rawValue: Int

        /// Creates a mask from its bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The primary button: a mouse's left button, a trackpad's click.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary button: a mouse's right button, a trackpad's secondary click.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
    }
}

extension UIEvent.ButtonMask {
    /// The mask of one button.
    ///
    /// - Parameter buttonNumber: The button's number on the device, from 1: 1 is ``primary``,
    ///   2 ``secondary``.
    /// - Returns: The mask with that button's bit.
    public static func button(_ buttonNumber: Int) -> UIEvent.ButtonMask {
        UIEvent.ButtonMask(rawValue: 1 << (buttonNumber - 1))
    }
}

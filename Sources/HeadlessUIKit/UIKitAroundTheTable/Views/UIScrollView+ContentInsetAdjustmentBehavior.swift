import Foundation

extension UIScrollView {
    /// How a scroll view adds the safe area to its content insets.
    ///
    /// Headless: the safe area is empty, so every behavior gives the same adjusted insets.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// `scrollableAxes`, except for some scroll views inside navigation controllers.
        case automatic = 0
        /// Adjusts along the axes the content scrolls in.
        case scrollableAxes = 1
        /// Never adjusts.
        case never = 2
        /// Always adjusts by the safe area.
        case always = 3
    }
}

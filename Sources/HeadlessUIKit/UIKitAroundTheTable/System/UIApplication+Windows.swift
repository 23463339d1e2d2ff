import Foundation

extension UIApplication {
    /// The windows of the app's connected scenes, in the order the scenes connected.
    ///
    /// Headless: the windows of the scenes of the app launched with ``HeadlessApp``; outside a
    /// launch there are no scenes, so none (HeadlessUIKit keeps no list of other windows).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    public var windows: [UIWindow] {
        (HeadlessApp.current?.windowScenes ?? []).flatMap(\.windows)
    }

    /// The key window of the app's connected scenes, if any.
    ///
    /// Headless: the first of ``windows`` that is key.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    public var keyWindow: UIWindow? {
        windows.first(where: \.isKeyWindow)
    }

    /// The layout direction of the app's language: left to right (HeadlessUIKit's screen is
    /// left to right).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIScreen.main.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

/// Runs the interactive showcase in the terminal until the user quits.
@MainActor
enum InteractiveSession {
    /// Draws the screen, then feeds every key to an ``InteractiveController`` until it quits or
    /// input ends. The terminal is restored before returning.
    ///
    /// - Returns: `false` when the terminal could not be put in raw mode.
    static func run() -> Bool {
        let terminal = Terminal()
        guard terminal.enterRawMode() else { return false }
        defer { terminal.restore() }
        let controller = InteractiveController()
        var decoder = KeyDecoder()
        terminal.draw(controller.screenText(fittingWidth: terminal.width, height: terminal.height))
        while let bytes = terminal.readBytes() {
            for key in decoder.decode(bytes) {
                guard controller.handle(key) == .redraw else { return true }
            }
            terminal.draw(controller.screenText(fittingWidth: terminal.width, height: terminal.height))
        }
        return true
    }
}

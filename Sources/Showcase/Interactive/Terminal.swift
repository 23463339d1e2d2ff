// The showcase's only platform-specific file: the terminal in raw mode, through termios.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's terminal: whether there is one, raw mode, reading keys and drawing screens.
@MainActor
final class Terminal {
    /// Whether both standard input and standard output are a terminal.
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    }

    private var original = termios()
    private var isRaw = false

    /// Switches standard input to raw mode (no echo, no line buffering, no signals), and the
    /// output to the alternate screen with the cursor hidden.
    ///
    /// - Returns: `false` when the terminal's settings cannot be read or changed.
    func enterRawMode() -> Bool {
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return false }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_oflag &= ~tcflag_t(OPOST)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
        isRaw = true
        output("\u{1B}[?1049h\u{1B}[?25l")
        return true
    }

    /// Restores the settings ``enterRawMode()`` changed; does nothing if it did not run.
    func restore() {
        guard isRaw else { return }
        output("\u{1B}[?25h\u{1B}[?1049l")
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        isRaw = false
    }

    /// Waits for input and returns the bytes available, or `nil` at end of input.
    func readBytes() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer.prefix(count)) : nil
    }

    /// The terminal's height in lines, or 24 when it cannot be read.
    var height: Int {
        windowSize.map { Int($0.ws_row) } ?? 24
    }

    /// The terminal's width in columns, or 80 when it cannot be read.
    var width: Int {
        windowSize.map { Int($0.ws_col) } ?? 80
    }

    private var windowSize: winsize? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return size
    }

    /// Clears the screen and draws `text` from the top-left corner.
    ///
    /// - Parameter text: The screen's content; raw mode needs explicit carriage returns, which
    ///   this adds.
    func draw(_ text: String) {
        output("\u{1B}[H\u{1B}[2J" + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n"))
    }

    private func output(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}

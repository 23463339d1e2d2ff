/// A key the interactive showcase reacts to.
enum Key: Equatable, Sendable {
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// Return or Enter.
    case enter
    /// A printable character, such as `d`, `m`, `r` or `q`.
    case character(Character)
    /// Control-C, which raw mode delivers as a byte instead of a signal.
    case interrupt
}

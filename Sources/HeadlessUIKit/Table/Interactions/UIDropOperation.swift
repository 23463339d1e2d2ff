/// What a drop does with the dragged data.
public enum UIDropOperation: UInt, Sendable {
    /// The drop is cancelled; no data is transferred.
    case cancel = 0
    /// A drop here is not allowed, though it normally would be.
    case forbidden = 1
    /// The data is copied.
    case copy = 2
    /// The data is moved; allowed only within the app that started the drag.
    case move = 3
}

/// A controller whose view is a custom keyboard or a bar above the keyboard
/// (`UIResponder.inputViewController`, `inputAccessoryViewController`).
///
/// Headless: keyboards are never shown, so the controller is an ordinary view controller; the
/// keyboard-extension API (`textDocumentProxy`, `advanceToNextInputMode()`) is missing.
@preconcurrency @MainActor
open class UIInputViewController: UIViewController {}

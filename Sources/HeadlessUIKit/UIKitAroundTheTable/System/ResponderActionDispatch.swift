import Foundation

/// How `UIApplication.sendAction(_:to:from:for:)` reaches a method from its selector without an
/// Objective-C runtime: by the names of the methods UIKit's responders declare.
@MainActor
enum ResponderActionDispatch {
    /// What became of an action.
    enum Outcome {
        /// A known method was called.
        case delivered
        /// No responder in the chain performs the action.
        case noResponder
        /// The method is not one HeadlessUIKit can call.
        case unknownMethod
    }

    /// The standard edit commands, by selector name.
    private static let editCommands: [String: (UIResponder, Any?) -> Void] = [
        "cut:": { $0.cut($1) }, "copy:": { $0.copy($1) }, "paste:": { $0.paste($1) },
        "select:": { $0.select($1) }, "selectAll:": { $0.selectAll($1) }, "delete:": { $0.delete($1) },
        "makeTextWritingDirectionLeftToRight:": { $0.makeTextWritingDirectionLeftToRight($1) },
        "makeTextWritingDirectionRightToLeft:": { $0.makeTextWritingDirectionRightToLeft($1) },
        "toggleBoldface:": { $0.toggleBoldface($1) }, "toggleItalics:": { $0.toggleItalics($1) },
        "toggleUnderline:": { $0.toggleUnderline($1) }, "increaseSize:": { $0.increaseSize($1) },
        "decreaseSize:": { $0.decreaseSize($1) },
    ]

    /// The first responder a `nil`-targeted action starts from: the one in the sender's window
    /// or root view, else the key window's, else the only one.
    static func firstResponder(for sender: UIResponder?, keyWindow: UIWindow?) -> UIResponder? {
        if let sender, let first = HeadlessFirstResponders.firstResponder(sharingScopeWith: sender) { return first }
        if let keyWindow, let first = HeadlessFirstResponders.firstResponder(within: keyWindow) { return first }
        let all = HeadlessFirstResponders.all
        return all.count == 1 ? all[0] : nil
    }

    /// Calls the method `action` names on `receiver`, or, along the chain, on the first
    /// responder from `receiver` up that can perform it.
    static func deliver(_ action: Selector, to receiver: AnyObject, from sender: Any?, alongChain: Bool) -> Outcome {
        guard let responder = receiver as? UIResponder else { return .unknownMethod }
        switch action.name {
        case "resignFirstResponder":
            _ = responder.resignFirstResponder()
            return .delivered
        case "becomeFirstResponder":
            _ = responder.becomeFirstResponder()
            return .delivered
        default:
            guard let command = editCommands[action.name] else { return .unknownMethod }
            let performer = alongChain ? responder.target(forAction: action, withSender: sender) as? UIResponder : responder
            guard let performer else { return .noResponder }
            command(performer, sender)
            return .delivered
        }
    }
}

import Foundation

/// The graphics contexts pushed on the current thread, the last one current: UIKit keeps one
/// stack per thread, so drawing on a background thread (an image renderer on a queue) never
/// sees the main thread's context.
final class GraphicsContextStack {
    private static let key = "HeadlessUIKit.GraphicsContextStack"

    /// The contexts, the current one last.
    var contexts: [CGContext] = []

    /// The current thread's stack.
    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    /// Makes `context` current while `body` runs.
    static func drawing<Result>(in context: CGContext, _ body: () throws -> Result) rethrows -> Result {
        let stack = current
        stack.contexts.append(context)
        defer { stack.contexts.removeLast() }
        return try body()
    }
}

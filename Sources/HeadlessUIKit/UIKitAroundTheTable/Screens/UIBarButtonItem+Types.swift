import Foundation

extension UIBarButtonItem {
    /// How a bar button item looks.
    public enum Style: Int, Sendable {
        /// A plain item.
        case plain = 0
        /// A bordered item (deprecated in UIKit; use ``plain``).
        @available(iOS, introduced: 2.0, deprecated: 8.0, message: "Use UIBarButtonItemStylePlain when minimum deployment target is iOS7 or later")
        case bordered = 1
        /// A prominent item, for the action that completes a task.
        case done = 2
    }

    /// The system's standard bar button items.
    public enum SystemItem: Int, Sendable {
        /// "Done".
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save".
        case save = 3
        /// A plus sign.
        case add = 4
        /// Flexible space between items.
        case flexibleSpace = 5
        /// Fixed space between items.
        case fixedSpace = 6
        /// A compose symbol.
        case compose = 7
        /// A reply symbol.
        case reply = 8
        /// A share symbol.
        case action = 9
        /// An organize (folder) symbol.
        case organize = 10
        /// A bookmarks symbol.
        case bookmarks = 11
        /// A search symbol.
        case search = 12
        /// A refresh symbol.
        case refresh = 13
        /// A stop symbol.
        case stop = 14
        /// A camera symbol.
        case camera = 15
        /// A trash symbol.
        case trash = 16
        /// A play symbol.
        case play = 17
        /// A pause symbol.
        case pause = 18
        /// A rewind symbol.
        case rewind = 19
        /// A fast-forward symbol.
        case fastForward = 20
        /// An undo symbol.
        case undo = 21
        /// A redo symbol.
        case redo = 22
        /// A page curl (deprecated in UIKit).
        @available(iOS, introduced: 4.0, deprecated: 11.0)
        case pageCurl = 23
        /// A close symbol.
        case close = 24
        /// The Writing Tools symbol.
        case writingTools = 25
    }
}

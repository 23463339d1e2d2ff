import Foundation

/// The names snapshots give UIKit's enumeration cases: their Swift names, written out rather
/// than interpolated (interpolating an enumeration reflects on it, which costs more than the
/// rest of a view's line).
enum SnapshotNames {
    static func alignment(_ alignment: NSTextAlignment) -> String {
        switch alignment {
        case .left: "left"
        case .center: "center"
        case .right: "right"
        case .justified: "justified"
        case .natural: "natural"
        }
    }

    static func accessory(_ accessory: UITableViewCell.AccessoryType) -> String {
        switch accessory {
        case .none: "none"
        case .disclosureIndicator: "disclosureIndicator"
        case .detailDisclosureButton: "detailDisclosureButton"
        case .checkmark: "checkmark"
        case .detailButton: "detailButton"
        }
    }

    static func tableStyle(_ style: UITableView.Style) -> String {
        switch style {
        case .plain: "plain"
        case .grouped: "grouped"
        case .insetGrouped: "insetGrouped"
        }
    }

    static func systemItem(_ item: UIBarButtonItem.SystemItem) -> String {
        switch item {
        case .done: "done"
        case .cancel: "cancel"
        case .edit: "edit"
        case .save: "save"
        case .add: "add"
        case .flexibleSpace: "flexibleSpace"
        case .fixedSpace: "fixedSpace"
        case .compose: "compose"
        case .reply: "reply"
        case .action: "action"
        case .organize: "organize"
        case .bookmarks: "bookmarks"
        case .search: "search"
        case .refresh: "refresh"
        case .stop: "stop"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play"
        case .pause: "pause"
        case .rewind: "rewind"
        case .fastForward: "fastForward"
        case .undo: "undo"
        case .redo: "redo"
        case .pageCurl: "pageCurl"
        case .close: "close"
        case .writingTools: "writingTools"
        }
    }
}

// The differ stands on Foundation alone: its index paths are built from Foundation's
// `IndexPath(index:)` and `appending(_:)`, never from UIKit's `row`/`section` addressing, so it
// compiles unchanged on every platform and below both DTModelStorage and HeadlessUIKit.
@_exported import Foundation

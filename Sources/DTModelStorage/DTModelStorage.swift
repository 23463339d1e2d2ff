// `import DTModelStorage` gives what upstream's module gives an app file: the storages, the
// differ (its own module, `LinearDiffing`, re-exported so upstream-era imports keep working), and
// the platform's UIKit. On Apple platforms that is Apple's UIKit, whose overlay gives `IndexPath`
// its `row`/`section` addressing; elsewhere it is the package's `UIKit` stand-in, and the
// addressing comes from `TableIndexPath`.
@_exported import Foundation
@_exported import LinearDiffing
@_exported import UIKit
#if HEADLESS_UIKIT
@_exported import TableIndexPath
#endif

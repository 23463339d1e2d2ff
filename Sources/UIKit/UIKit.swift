// `import UIKit` on platforms without Apple's UIKit.
//
// App files written for iOS begin with `import UIKit`. Where Apple's UIKit does not exist, this
// module takes its name and re-exports HeadlessUIKit (which itself re-exports Foundation), so
// those files compile unchanged. Package.swift builds it only for the platforms listed in
// `headlessPlatforms`, as a dependency of DTTableViewManager: on iOS and tvOS it is never
// built, and `import UIKit` finds Apple's framework.
//
// Because this module exists in the build on those platforms, `canImport(UIKit)` is true there.
// The package's own sources therefore never test `canImport(UIKit)`; they test the
// `HEADLESS_UIKIT` compilation condition that Package.swift defines for the same platforms.
@_exported import HeadlessUIKit

// On iOS, `import UIKit` brings all of Foundation, `URLSession` included. On Linux, Foundation
// keeps networking in a module of its own, so an image-loading cell that begins `import UIKit`
// and calls `URLSession.shared.dataTask(with:)` needs it re-exported here too.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

// The one place that decides which UIKit the manager is built against: Apple's where it exists,
// HeadlessUIKit everywhere else. Every other file of this module imports nothing UI-specific.
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import HeadlessUIKit
#endif
@_exported import DTModelStorage

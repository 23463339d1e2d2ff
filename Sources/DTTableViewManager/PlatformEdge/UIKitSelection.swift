// The one place that decides which UIKit the manager is built against: HeadlessUIKit where
// Package.swift defines `HEADLESS_UIKIT`, Apple's everywhere else. Every other file of this
// module imports nothing UI-specific.
#if HEADLESS_UIKIT
@_exported import HeadlessUIKit
#else
@_exported import UIKit
#endif
@_exported import DTModelStorage

// The cross-import overlay of Swift Testing and UIKit, for platforms where `UIKit` is
// HeadlessUIKit's stand-in module.
//
// Swift Testing declares an overlay named `_Testing_UIKit` for files that import both `Testing`
// and a module named `UIKit`. The compiler then requires a module of that name and looks up
// Testing's declarations through it, so the overlay must re-export Testing. Apple's toolchains
// ship the real overlay; on platforms without Apple's UIKit this one takes its place. It is built
// with the `UIKit` stand-in and adds nothing else.
#if canImport(Testing)
@_exported import Testing
#endif

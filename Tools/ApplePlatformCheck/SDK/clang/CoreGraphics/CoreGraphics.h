// Core Graphics' geometry as C structs, so that `@objc` protocol methods taking points and
// rectangles are representable in Objective-C, as they are against Apple's SDK. `CGFloat` is
// the Swift overlay's (CoreGraphics.swiftinterface).
struct CGPoint { double x; double y; };
typedef struct CGPoint CGPoint;
struct CGSize { double width; double height; };
typedef struct CGSize CGSize;
struct CGVector { double dx; double dy; };
typedef struct CGVector CGVector;
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;

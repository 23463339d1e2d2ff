// The Objective-C classes of Foundation that the package and HeadlessUIKit's declarations name,
// under their Swift names. Members are declared in Foundation.swiftinterface.
@import ObjectiveC;

#define SWIFT_NAME(name) __attribute__((swift_name(#name)))

#pragma clang assume_nonnull begin

typedef struct _NSRange { NSUInteger location; NSUInteger length; } NSRange;


typedef double CFTimeInterval;

@interface NSError : NSObject
@end

@protocol NSCopying
- (id)copyWithZone:(nullable struct _NSZone *)zone;
@end
@protocol NSMutableCopying
- (id)mutableCopyWithZone:(nullable struct _NSZone *)zone;
@end
@protocol NSCoding
@end
@protocol NSSecureCoding <NSCoding>
@end

@interface NSString : NSObject <NSCopying>
@end
@interface NSArray : NSObject
@end
@interface NSDictionary : NSObject
@end
@interface NSSet : NSObject
@end
@interface NSIndexPath : NSObject
@end
@interface NSIndexSet : NSObject
@end
@interface NSData : NSObject
@end
@interface NSDate : NSObject
@end
@interface NSURL : NSObject
@end
@interface NSUUID : NSObject
@end
@interface NSLocale : NSObject
@end
@interface NSValue : NSObject <NSCopying>
@end
@interface NSNumber : NSValue
@end
@interface NSAttributedString : NSObject <NSCopying, NSMutableCopying>
@end
@interface NSMutableAttributedString : NSAttributedString
@end
@interface NSCoder : NSObject
@end
@interface NSNotification : NSObject <NSCopying>
@end
SWIFT_NAME(Bundle) @interface NSBundle : NSObject
@end
SWIFT_NAME(Progress) @interface NSProgress : NSObject
@end
SWIFT_NAME(Thread) @interface NSThread : NSObject
@end
@interface NSLock : NSObject
@end
@interface NSItemProvider : NSObject <NSCopying>
@end
@protocol NSItemProviderReading <NSObject>
@end
@protocol NSItemProviderWriting <NSObject>
@end
@interface NSUserActivity : NSObject
@end
@interface NSNull : NSObject <NSCopying, NSSecureCoding>
@end

#pragma clang assume_nonnull end

// The Objective-C runtime as Swift imports it on Apple platforms, reduced to what the package's
// Apple-only code names: the root class and protocol, selectors, associated objects.
typedef struct objc_selector *SEL;
typedef signed char BOOL;
typedef struct objc_object *id;
typedef struct objc_class *Class;
typedef unsigned long NSUInteger;
typedef long NSInteger;
@class NSString;

#pragma clang assume_nonnull begin

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly) Class superclass;
- (Class)class;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
- (BOOL)respondsToSelector:(null_unspecified SEL)aSelector;
@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)new;
- (instancetype)init;
+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
+ (BOOL)conformsToProtocol:(Protocol *)protocol;
- (nullable id)forwardingTargetForSelector:(null_unspecified SEL)aSelector;
- (id)copy;
- (id)mutableCopy;
@end

@interface Protocol : NSObject
@end

// Swift spells the policies as C does: `.OBJC_ASSOCIATION_RETAIN_NONATOMIC`.
#define OBJC_POLICY(name, value) name __attribute__((swift_name(#name))) = value
typedef enum __attribute__((enum_extensibility(open))) objc_AssociationPolicy : unsigned long {
    OBJC_POLICY(OBJC_ASSOCIATION_ASSIGN, 0),
    OBJC_POLICY(OBJC_ASSOCIATION_RETAIN_NONATOMIC, 1),
    OBJC_POLICY(OBJC_ASSOCIATION_COPY_NONATOMIC, 3),
    OBJC_POLICY(OBJC_ASSOCIATION_RETAIN, 01401),
    OBJC_POLICY(OBJC_ASSOCIATION_COPY, 01403)
} objc_AssociationPolicy;

void objc_setAssociatedObject(id object, const void *key, id _Nullable value, objc_AssociationPolicy policy);
id _Nullable objc_getAssociatedObject(id object, const void *key);

#pragma clang assume_nonnull end

// The Objective-C classes the stand-ins need, so that `@objc`, `@IBOutlet`, `@IBAction`
// and `#selector` type-check on Linux, where there is no Objective-C runtime: a root
// class, and NSLayoutAnchor with the constraint it returns, because a project may add
// `@objc` members to NSLayoutAnchor only while it is an Objective-C generic class.
// UIKit.swift declares the rest of their members.
#pragma clang assume_nonnull begin

__attribute__((objc_root_class))
@interface UIKitObject
- (instancetype)init;
@end

@interface NSLayoutConstraint : UIKitObject
@end

@interface NSLayoutAnchor<AnchorType> : UIKitObject
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
    __attribute__((swift_name("constraint(equalTo:)")));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
    __attribute__((swift_name("constraint(greaterThanOrEqualTo:)")));
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
    __attribute__((swift_name("constraint(lessThanOrEqualTo:)")));
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(double)c
    __attribute__((swift_name("constraint(equalTo:constant:)")));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(double)c
    __attribute__((swift_name("constraint(greaterThanOrEqualTo:constant:)")));
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(double)c
    __attribute__((swift_name("constraint(lessThanOrEqualTo:constant:)")));
@end

#pragma clang assume_nonnull end

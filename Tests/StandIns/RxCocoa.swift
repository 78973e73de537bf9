// Stand-in for RxCocoa 6, so that examples that bind controls type-check on Linux (docs/type-checked-examples.md).
// It declares the part uilint reads, a control's state given through its binder, with RxCocoa's names.
import UIKit

public struct Reactive<Base> {
    public let base: Base
}

/// Takes new values for a property of its target, as RxCocoa's `Binder` does on the main thread.
public struct Binder<Value> {
    public func onNext(_ value: Value) {}
}

extension UIView {
    public var rx: Reactive<UIView> { Reactive(base: self) }
}

extension Reactive where Base: UIView {
    public var isEnabled: Binder<Bool> { Binder() }
    public var isHidden: Binder<Bool> { Binder() }
}

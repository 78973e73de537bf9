// Generated from rules/*.md by RuleDocumentationTests; do not edit.
// Regenerate: UILINT_UPDATE_EMBEDDED_DOCS=1 swift test --filter RuleDocumentationTests

let embeddedRuleDocuments: [String: String] = [
    "constraint_order": ####"""
# constraint_order

**Default:** on · **Severity:** warning · **Fix:** yes

## Why

A layout is read far more often than it is written. When every list of
constraints names a view's edges in the same order — top, leading, trailing,
bottom, then centerY, centerX, then height, width — a reviewer can check a
layout at a glance and spot a missing edge without an IDE. The cookbook asks
every team to agree on one order and follow it everywhere.

## What triggers

Within one **constraint list**, a constraint of a view that comes after a
constraint of the same view it should precede. Each view (the *item*: the
receiver of the anchor, `self` when there is none) is checked on its own, so
constraints of several views may be interleaved. There is one finding per
view per list, on its first constraint that is out of order.

Constraint lists are array literals passed to `NSLayoutConstraint.activate` or
`deactivate`, to any `withConstraints:` argument, to `addConstraints`, appended
with `+=` or `.append(contentsOf:)`, or bound to a `[NSLayoutConstraint]`
variable; SnapKit `makeConstraints`/`remakeConstraints`/`updateConstraints`
closures; runs of consecutive `<constraint>.isActive = true` statements.
`left` ranks as leading and `right` as trailing. In SnapKit, `edges` ranks as
top, `center` as centerY, `size` as height, `horizontalEdges` as leading.

```swift triggers
NSLayoutConstraint.activate([
    playImageView.centerYAnchor.constraint(equalTo: centerYAnchor),
    ↓playImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
    playImageView.heightAnchor.constraint(equalToConstant: 36),
])
```

```swift triggers
addSubview(durationLabel, withConstraints: [
    durationLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -24),
    titleLabel.topAnchor.constraint(equalTo: topAnchor),
    ↓durationLabel.topAnchor.constraint(equalTo: topAnchor),
    titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor).withPriority(.almostRequired),
    ↓titleLabel.topAnchor.constraint(equalTo: topAnchor),
])
```

```swift triggers
avatarView.snp.makeConstraints { make in
    make.size.equalTo(40)
    ↓make.leading.equalToSuperview().offset(16)
}
```

```swift triggers
badgeView.widthAnchor.constraint(equalToConstant: 8).isActive = true
↓badgeView.topAnchor.constraint(equalTo: topAnchor).isActive = true
```

```swift triggers
constraints += [
    playImage.heightAnchor.constraint(equalToConstant: 36.0),
    playImage.widthAnchor.constraint(equalTo: playImage.heightAnchor),
    ↓playImage.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
]
```

```swift triggers
addConstraints([
    NSLayoutConstraint(item: logo, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 1, constant: 0),
    ↓NSLayoutConstraint(item: logo, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 20),
])
```

## What does not trigger

```swift passes
NSLayoutConstraint.activate([
    titleLabel.topAnchor.constraint(equalTo: topAnchor),
    titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
    subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
    titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
    subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
    titleLabel.firstBaselineAnchor.constraint(equalTo: iconView.centerYAnchor),
    titleLabel.heightAnchor.constraint(equalToConstant: 20),
])
```

Constraints in different lists, and arrays that hold no constraints, are not compared:

```swift passes
NSLayoutConstraint.activate([iconView.heightAnchor.constraint(equalToConstant: 20)])
NSLayoutConstraint.activate([iconView.topAnchor.constraint(equalTo: topAnchor)])
let sizes = [iconView.widthAnchor, iconView.topAnchor]
```

Constraints stored one by one are not a list:

```swift passes
heightConstraint = iconView.heightAnchor.constraint(equalToConstant: 20)
topConstraint = iconView.topAnchor.constraint(equalTo: topAnchor)
```

## Options

| option | type | default | meaning |
|---|---|---|---|
| `order` | list of strings | `[top, leading, trailing, bottom, centerY, centerX, height, width]` | The order of anchors. Anchors not listed (and baselines, unless listed) are ignored. |

```swift triggers
// options: {order: [centerX, centerY, top, leading, trailing, bottom, height, width]}
NSLayoutConstraint.activate([
    spinner.centerYAnchor.constraint(equalTo: centerYAnchor),
    ↓spinner.centerXAnchor.constraint(equalTo: centerXAnchor),
])
```

## Fix

The fix reorders the view's constraints among the places they already occupy,
keeping the relative order of constraints of the same anchor and leaving the
other views' constraints where they are. Comments above a constraint and at
the end of its line move with it; indentation and commas stay in place.

```swift fix-before
NSLayoutConstraint.activate([
    // Keep the play button centred.
    playImageView.centerYAnchor.constraint(equalTo: centerYAnchor), // centre
    titleLabel.topAnchor.constraint(equalTo: topAnchor),
    playImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
    playImageView.widthAnchor.constraint(equalToConstant: 36),
    playImageView.heightAnchor.constraint(equalToConstant: 36)
])
```

```swift fix-after
NSLayoutConstraint.activate([
    playImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
    titleLabel.topAnchor.constraint(equalTo: topAnchor),
    // Keep the play button centred.
    playImageView.centerYAnchor.constraint(equalTo: centerYAnchor), // centre
    playImageView.heightAnchor.constraint(equalToConstant: 36),
    playImageView.widthAnchor.constraint(equalToConstant: 36)
])
```

```swift fix-before
avatarView.snp.makeConstraints { make in
    make.size.equalTo(40)
    make.centerY.equalToSuperview()
    make.leading.equalToSuperview().offset(16)
}
```

```swift fix-after
avatarView.snp.makeConstraints { make in
    make.leading.equalToSuperview().offset(16)
    make.centerY.equalToSuperview()
    make.size.equalTo(40)
}
```

"""####,
    "mixed_horizontal_anchors": ####"""
# mixed_horizontal_anchors

**Default:** on · **Severity:** error · **Fix:** yes

## Why

UIKit refuses a constraint between a leading/trailing attribute and a
left/right one. It throws at run time — "A constraint cannot be made between a
leading/trailing attribute and a right/left attribute" — so the screen crashes
the first time it is shown. The compiler cannot see it; uilint can.

## What triggers

One constraint whose two sides mix the kinds: an anchor constraint, an
`NSLayoutConstraint(item:attribute:…)` or a SnapKit relation such as
`make.leading.equalTo(other.snp.right)`. The finding is on the constraint.

```swift triggers
↓titleLabel.leadingAnchor.constraint(equalTo: iconView.rightAnchor, constant: 8).isActive = true
```

```swift triggers
NSLayoutConstraint.activate([
    ↓badge.leftAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
])
```

```swift triggers
let pin = ↓NSLayoutConstraint(item: badge, attribute: .trailing, relatedBy: .equal, toItem: self, attribute: .right, multiplier: 1, constant: 0)
```

```swift triggers
badge.snp.makeConstraints { make in
    ↓make.left.equalTo(titleLabel.snp.trailing)
}
```

## What does not trigger

Constraints whose sides agree, and the horizontal centre with either kind:

```swift passes
titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor).isActive = true
titleLabel.leftAnchor.constraint(equalTo: iconView.rightAnchor).isActive = true
titleLabel.centerXAnchor.constraint(equalTo: leadingAnchor).isActive = true
badge.snp.makeConstraints { make in
    make.left.equalToSuperview()
}
```

## Options

None.

## Fix

Converts the left/right side to leading/trailing.

```swift fix-before
titleLabel.leadingAnchor.constraint(equalTo: iconView.rightAnchor, constant: 8).isActive = true
```

```swift fix-after
titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 8).isActive = true
```

"""####,
    "no_left_right_anchor": ####"""
# no_left_right_anchor

**Default:** on · **Severity:** warning · **Fix:** yes

## Why

`left` and `right` are fixed directions. When the device language is written
right to left (Arabic, Hebrew, Persian, Urdu), UIKit mirrors layouts built on
`leading` and `trailing` and leaves `left`/`right` where they are, so the
screen comes out half mirrored. The cookbook says: never use left and right
anchors.

## What triggers

Each `leftAnchor`/`rightAnchor`, each `.left`, `.right`, `.leftMargin`,
`.rightMargin` attribute of `NSLayoutConstraint(item:attribute:…)`, and each
SnapKit `left`/`right`/`leftMargin`/`rightMargin` (`make.left`, `view.snp.right`).
There is one finding per occurrence, so `a.leftAnchor.constraint(equalTo: leftAnchor)`
has two.

```swift triggers
titleLabel.↓leftAnchor.constraint(equalTo: ↓leftAnchor, constant: 16).isActive = true
```

```swift triggers
NSLayoutConstraint(item: badge, attribute: .↓right, relatedBy: .equal, toItem: self, attribute: .↓rightMargin, multiplier: 1, constant: 0)
```

```swift triggers
iconView.snp.makeConstraints { make in
    make.↓left.equalTo(titleLabel.snp.↓right).offset(8)
}
```

```swift triggers
let edge = containerView.↓rightAnchor
```

## What does not trigger

Words that only look like it: insets, alignment, comments and strings.

```swift passes
let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
scrollView.contentInset.left = 20
titleLabel.textAlignment = .left
// Never use leftAnchor here.
let hint = "use leftAnchor"
stackView.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
```

## Options

None.

## Fix

Renames to `leadingAnchor`/`trailingAnchor` (`.leading`, `.trailing`,
`.leadingMargin`, `.trailingMargin`). Both sides of one constraint are always
converted together, so a fix never leaves a constraint that mixes the two kinds.

```swift fix-before
titleLabel.leftAnchor.constraint(equalTo: iconView.rightAnchor, constant: 8).isActive = true
```

```swift fix-after
titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 8).isActive = true
```

```swift fix-before
iconView.snp.makeConstraints { make in
    make.left.right.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
}
```

```swift fix-after
iconView.snp.makeConstraints { make in
    make.leading.trailing.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
}
```

"""####,
    "parse_error": ####"""
# parse_error

**Default:** on · **Severity:** error · **Fix:** no

## Why

uilint reads Swift the way the compiler's own parser (SwiftParser) does. A
file that does not parse is usually a merge conflict or a half-saved edit; it
is reported instead of stopping the run, and the other files are linted as usual.

## What triggers

A file with a syntax error: one finding per file, at SwiftParser's first
diagnostic, whose message the finding carries. The rest of the file is still
checked where the syntax tree allows.

```swift triggers
final class BrokenView: UIView {
    func setup() {
        addSubview(titleLabel↓
    }
}
```

## What does not trigger

```swift passes
final class FineView: UIView {
    func setup() {
        addSubview(titleLabel)
    }
}
```

## Options

None.

## Fix

None: uilint never rewrites a file it cannot parse, and `--fix` never writes a
file that would parse worse than before.

"""####,
    "unused_suppression": ####"""
# unused_suppression

**Default:** on · **Severity:** warning · **Fix:** yes

## Why

Suppression comments outlive the code they were written for. A stale
`uilint:disable` hides the next real problem that lands in its range, and it
tells readers something that is no longer true.

## What triggers

A `uilint:disable`, `uilint:disable:next` or `uilint:disable:this` comment that
suppressed nothing: one finding per unused rule id in it. A rule that is
disabled or not enabled in the run is never reported as unused; an id that
names no rule is.

Comments take a list of rule ids (or `all`) and an optional reason after `--`:
`// uilint:disable:next constraint_order, no_left_right_anchor -- legacy layout`.

```swift triggers
↓// uilint:disable:next no_left_right_anchor
titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
```

```swift triggers
titleLabel.leftAnchor.constraint(equalTo: leftAnchor).isActive = true ↓// uilint:disable:this no_left_right_anchor, constraint_ordr
```

## What does not trigger

Comments that suppress something:

```swift passes
// uilint:disable:next no_left_right_anchor -- the artwork is never mirrored
artworkView.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
// uilint:disable constraint_order
NSLayoutConstraint.activate([
    artworkView.widthAnchor.constraint(equalToConstant: 20),
    artworkView.topAnchor.constraint(equalTo: topAnchor),
])
// uilint:enable constraint_order
```

## Options

None.

## Fix

Deletes the comment (its whole line when it stands alone), or only the unused
ids when others in it are used.

```swift fix-before
// uilint:disable:next no_left_right_anchor
titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
```

```swift fix-after
titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
```

```swift fix-before
titleLabel.leftAnchor.constraint(equalTo: leftAnchor).isActive = true // uilint:disable:this no_left_right_anchor, constraint_order
```

```swift fix-after
titleLabel.leftAnchor.constraint(equalTo: leftAnchor).isActive = true // uilint:disable:this no_left_right_anchor
```

"""####,
]

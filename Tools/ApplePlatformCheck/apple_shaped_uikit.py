#!/usr/bin/env python3
"""Rewrites HeadlessUIKit's module interface into a `UIKit` module shaped as Apple's.

HeadlessUIKit declares UIKit's API as Swift code can on Linux: a delegate protocol's optional
methods are requirements with default implementations in a protocol extension. Apple's UIKit
comes from Objective-C: those protocols are `@objc`, their optional methods `@objc optional`, and
there are no defaults, so callers write `delegate.tableView?(…)` and `#selector(…)`. This script
turns the one shape into the other, so the package's Apple-only code is type-checked against
declarations it would meet on iOS:

- every protocol refining `NSObjectProtocol` (directly or through another such protocol) becomes
  `@objc`; each requirement that a protocol extension implements becomes `@objc optional`, and
  that default implementation is dropped;
- integer-backed enums become `@objc`, as `NS_ENUM`s import;
- requirements of those protocols that pass one of UIKit's option sets go (see
  `passes_option_set`);
- `isEqual(_:)`, `hash` and `description` overrides go: Apple's UIKit classes inherit NSObject's;
- what Apple's SDK declares outside UIKit goes: `Selector` (ObjectiveC), `NSItemProvider` and its
  reading and writing protocols, `NSUserActivity` and its delegate (Foundation), `CGVector`
  (Core Graphics); `IndexPath`'s row and section addressing comes from UIKit, as Apple's overlay
  declares it, instead of the package's `TableIndexPath`;
- what exists only headlessly goes: `Headless…` types, and `simulate…`/`headless…` members, so
  that shared code using them fails here as it would on iOS;
- implicitly `@objc` class members passing a bare `Any` go (see `bridges_any`);
- inlinable code goes: public inlinable functions keep their declarations, and the internals
  their bodies use are dropped;
- module qualifiers follow: `HeadlessUIKit.` becomes `UIKit.`; `Foundation.` and
  `FoundationEssentials.` are dropped, since the stub Foundation re-exports both.

Usage: apple_shaped_uikit.py HeadlessUIKit.swiftinterface UIKit.swiftinterface
"""
import re
import sys

# Declarations Apple's SDK makes outside UIKit (ObjectiveC, Foundation, CoreFoundation), which the
# stand-in ObjectiveC and Foundation provide.
DECLARED_ELSEWHERE = {"Selector", "NSItemProvider", "NSItemProviderReading", "NSItemProviderWriting", "CFTimeInterval", "CGVector",
                      "NSUserActivity", "NSUserActivityDelegate", "NSUserActivityPersistentIdentifier",
                      "NSUserActivityTypeBrowsingWeb"}

# Protocols Apple declares in Swift, in UIKit's overlay, although they refine NSObjectProtocol.
SWIFT_PROTOCOLS = {"UIContentView"}

# Objective-C protocols in Apple's UIKit (and QuartzCore, which it re-exports) that the stand-in
# keeps as Swift protocols, because their requirements use types `@objc` cannot represent here:
# HeadlessUIKit's layout anchors, subclasses of a generic Swift class (`NSLayoutAnchor<AnchorType>`)
# where Apple's are Objective-C lightweight generics (`UILayoutSupport`); and `CGContext`, a Swift
# class here where Apple's is a Core Foundation type, with `CAAction`, whose `Any` parameter an
# `@objc` protocol could not lower on Linux (see `bridges_any`) (`CALayerDelegate`). The package's
# own code uses none of them.
NOT_OBJC_IN_STAND_IN = {"UILayoutSupport", "CALayerDelegate"}

# Apple's UIKit overlay gives IndexPath its table and collection addressing.
INDEX_PATH_ADDRESSING = """extension IndexPath {
  public init(row: Swift.Int, section: Swift.Int)
  public var section: Swift.Int { get set }
  public var row: Swift.Int { get set }
  public init(item: Swift.Int, section: Swift.Int)
  public var item: Swift.Int { get set }
}
"""

HEADER = """// swift-interface-format-version: 1.0
// swift-module-flags: -enable-objc-interop -enable-library-evolution -swift-version 6 -module-name UIKit
@_exported import Foundation
@_exported import CoreGraphics
"""

ATTRIBUTES = re.compile(r"@[A-Za-z_.]+(\([^)]*\))?\s+")


def attributes_only(line):
    """Whether a line holds only attributes, which belong to the declaration on the next line."""
    return ATTRIBUTES.sub("", line.strip() + " ").strip() == "" and line.strip().startswith("@")


def top_level_blocks(lines):
    """Splits the interface into top-level declarations: runs of lines from one that starts at
    column 0 to the line before the next."""
    blocks, current = [], []
    for line in lines:
        if line and not line[0].isspace() and line[0] != "}" and current and not current[-1].rstrip().endswith(",") \
                and not attributes_only(current[-1]):
            blocks.append(current)
            current = []
        current.append(line)
    if current:
        blocks.append(current)
    return blocks


def declared_name(head):
    """The name a top-level declaration declares or extends, and its kind."""
    match = re.search(r"\b(class|struct|enum|protocol|typealias|extension|actor|let|var)\s+([A-Za-z_][\w.]*)", head)
    if not match:
        return None, None
    name = match.group(2).split("<")[0]
    for prefix in ("UIKit.", "Foundation.", "FoundationEssentials."):
        if name.startswith(prefix):
            name = name[len(prefix):]
    return match.group(1), name


def members(body):
    """Groups a declaration's body lines into members: a line indented by two spaces starts one;
    deeper lines (a property's `get`/`set`) and its closing brace continue it."""
    grouped = []
    for line in body:
        starts_member = line.startswith("  ") and not line.startswith("   ") and line.strip() != "}"
        continues_attributes = bool(grouped) and attributes_only(grouped[-1][-1])
        if (starts_member and not continues_attributes) or not grouped:
            grouped.append([line])
        else:
            grouped[-1].append(line)
    return grouped


def declaration_line(member):
    """The first line of a member that is not attributes alone."""
    return next((line for line in member if not attributes_only(line)), member[0])


def signature(member):
    """A member's first line without attributes, modifiers and accessor block, for matching a
    requirement with its default implementation."""
    text = ATTRIBUTES.sub("", declaration_line(member).strip())
    text = re.sub(r"\b(public|open|nonisolated|final|override)\s+", "", text)
    return text.split(" {")[0].rstrip(" {")


def inherited(head):
    """The protocols a protocol declaration refines."""
    match = re.search(r"protocol\s+\w+\s*:\s*([^{]*)\{", head)
    if not match:
        return []
    return [name.strip().split(".")[-1] for name in match.group(1).split(",") if name.strip()]


def headless_only(member):
    """Whether a member exists only headlessly: the `simulate…` test drivers, `headless…`
    members, and anything naming a `Headless…` type. Apple's UIKit has none of them, so shared
    code that used one would not compile on iOS."""
    first = ATTRIBUTES.sub("", declaration_line(member).strip())
    return "Headless" in first or re.search(r"\b(?:func|var|let|init)\s+(?:simulate|headless)", first) is not None


def bridges_any(member):
    """Whether a member's signature has a bare `Any`. Lowering an `@objc` entry point for it needs
    the Objective-C runtime's standard-library intrinsics, which Linux's standard library lacks,
    so implicitly `@objc` members with one (mostly HeadlessUIKit's own implementations of
    delegate methods Apple's classes do not declare) are left out."""
    return re.search(r"(: |-> )Any\??([,)]|$| \{)", declaration_line(member).rstrip()) is not None


def exposed_to_objc(member, objc_requirements):
    """Whether a class member is implicitly `@objc`: it overrides a method or implements an
    `@objc` protocol's requirement."""
    return "override " in declaration_line(member) or signature(member) in objc_requirements


def option_sets(blocks):
    """The names of UIKit's option sets (`UIInterfaceOrientationMask`…)."""
    return {
        declared_name(block[0])[1]
        for block in blocks
        if re.match(r"(@\S+ )*public struct \w+ : [^{]*Swift\.OptionSet", block[0])
    }


def passes_option_set(member, names):
    """Whether a member's signature names one of UIKit's option sets. Apple's are `NS_OPTIONS`
    structs imported from C, which `@objc` declarations can pass; the stand-in's are Swift structs,
    which they cannot, so such requirements of `@objc` protocols
    (`application(_:supportedInterfaceOrientationsFor:)`) are left out. The package's own code
    calls none of them."""
    return any(re.search(rf"\bUIKit\.{name}\b", declaration_line(member)) for name in names)


def made_optional(member):
    """A protocol requirement as an `@objc optional` one: `optional` goes right before the
    declaration, after any attributes, which may stand on lines of their own."""
    index = member.index(declaration_line(member))
    declaration = re.sub(r"^(\s+)((?:@\S+ )*)", r"\1\2optional ", member[index], count=1)
    result = member[:index] + [declaration] + member[index + 1:]
    result[0] = re.sub(r"^(\s+)", r"\1@objc ", result[0], count=1)
    return result


def string_wrappers(blocks):
    """The qualified names of the string-backed `RawRepresentable` structs: Apple's are
    `NS_TYPED_ENUM`/`NS_EXTENSIBLE_STRING_ENUM` strings, which bridge to `NSString`."""
    names = []
    for block in blocks:
        _, outer = declared_name(block[0])
        for index, line in enumerate(block):
            match = re.match(r"(\s*).*\bpublic struct (\w+) : [^{]*RawRepresentable", line)
            if not match:
                continue
            indent = match.group(1)
            body = []
            for inner in block[index + 1:]:
                if inner.startswith(indent + "}"):
                    break
                body.append(inner)
            if len(indent) <= 2 and any("rawValue: Swift.String" in inner for inner in body):
                names.append(match.group(2) if index == 0 else f"{outer}.{match.group(2)}")
    return names


def bridged_to_nsstring(name):
    """A conformance bridging a string wrapper to `NSString`, as Swift imports Apple's."""
    return (f"extension UIKit.{name} : Swift._ObjectiveCBridgeable {{\n"
            "  public typealias _ObjectiveCType = NSString\n"
            "  public func _bridgeToObjectiveC() -> NSString\n"
            "  public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout Self?)\n"
            "  public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout Self?) -> Swift.Bool\n"
            "  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> Self\n"
            "}\n")


def without_inlinable_code(member):
    """A member as a client sees it: internal members that inlinable code uses go, and public
    inlinable functions lose their bodies, which name those internals."""
    declaration = declaration_line(member)
    if re.search(r"\binternal\b", declaration) or "@usableFromInline" in declaration:
        return []
    if "@inlinable" not in declaration:
        return member
    index = member.index(declaration)
    return member[:index] + [declaration.replace("@inlinable ", "").rstrip(" {")]


def rewrite(text):
    text = text.replace("HeadlessUIKit.", "UIKit.")
    lines = text.splitlines()
    body_start = next(i for i, line in enumerate(lines) if not line.startswith("//"))
    blocks = top_level_blocks(lines[body_start:])

    # Protocols, what they refine, and their requirement lines.
    protocols = {}
    for block in blocks:
        kind, name = declared_name(block[0])
        if kind == "protocol":
            protocols[name] = (inherited(block[0]), block)

    objc = set()
    changed = True
    while changed:
        changed = False
        for name, (parents, _) in protocols.items():
            if name not in objc and name not in SWIFT_PROTOCOLS | NOT_OBJC_IN_STAND_IN \
                    and any(p == "NSObjectProtocol" or p in objc for p in parents):
                objc.add(name)
                changed = True

    # Default implementations in unconstrained protocol extensions mark optional requirements.
    optional = {name: set() for name in objc}
    for block in blocks:
        kind, name = declared_name(block[0])
        if kind == "extension" and name in objc and ":" not in block[0] and "where" not in block[0]:
            requirements = {signature(member) for member in members(protocols[name][1][1:-1])}
            kept = [block[0]]
            for member in members(block[1:-1]):
                if signature(member) in requirements:
                    optional[name].add(signature(member))
                else:
                    kept.extend(member)
            kept.append(block[-1])
            block[:] = kept

    unrepresentable = option_sets(blocks)
    objc_requirements = {
        signature(member) for name in objc for member in members(protocols[name][1][1:-1])
    }
    output = []
    for block in blocks:
        kind, name = declared_name(block[0])
        if name in DECLARED_ELSEWHERE or block[0].startswith("@_exported import") or block[0].startswith("import "):
            continue
        if name and "Headless" in name:
            continue
        if "@usableFromInline" in block[0] or re.match(r"(@\S+ )*internal ", block[0]):
            continue
        if len(block) > 2 and block[0].rstrip().endswith("{"):
            block[1:-1] = [
                line
                for member in members(block[1:-1])
                if not headless_only(member)
                and not (kind == "class" and bridges_any(member) and exposed_to_objc(member, objc_requirements))
                for line in without_inlinable_code(member)
            ]
        if kind == "extension" and len(block) == 2 and block[0].rstrip().endswith("{") and block[1].strip() == "}" \
                and ":" not in block[0]:
            continue  # an extension left empty by dropping its defaults
        if kind == "protocol" and name in objc:
            block[0] = block[0].replace("public protocol", "@objc public protocol", 1)
            block[1:-1] = [
                line
                for member in members(block[1:-1])
                if not passes_option_set(member, unrepresentable)
                for line in (made_optional(member) if signature(member) in optional[name] else member)
            ]
        output.extend(block)

    body = "\n".join(output) + "\n"
    # Apple's UIKit classes inherit NSObject's equality, hash and description; HeadlessUIKit's
    # override them (for value-like equality and readable test failures).
    body = re.sub(r"^\s+(?:\S+ )*override open func isEqual\(_ object: Any\?\) -> Swift\.Bool\n", "", body, flags=re.M)
    body = re.sub(r"^(\s+)(?:\S+ )*override open var (?:hash|description): Swift\.(?:Int|String) \{\n\1  get\n\1\}\n", "", body, flags=re.M)
    body = re.sub(r"^(\s*)((?:@[\w.]+ )*)(public enum \w+ : Swift\.(?:U?Int(?:8|16|32|64)?))", r"\1\2@objc \3", body, flags=re.M)
    body = re.sub(r"\b(FoundationEssentials|Foundation)\.(?=[A-Za-z_])", "", body)
    bridges = "".join(bridged_to_nsstring(name) for name in string_wrappers(blocks))
    return HEADER + "import Swift\nimport _Concurrency\n" + body + bridges + INDEX_PATH_ADDRESSING


def main():
    source, destination = sys.argv[1], sys.argv[2]
    with open(source) as f:
        text = f.read()
    with open(destination, "w") as f:
        f.write(rewrite(text))


if __name__ == "__main__":
    main()

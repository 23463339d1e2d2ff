#!/usr/bin/env python3
"""Compares HeadlessUIKit's public declarations with Apple's generated UIKit interfaces.

Usage (from the package root, after `swift build`):

    python3 Tools/UIKitDeclarations/compare_declarations.py INTERFACES_DIR [INTERFACES_DIR ...]

INTERFACES_DIR holds Apple's generated Swift interfaces, one `.swift` file per header (for
example the `iOS/UIKit` and `iOS/QuartzCore` folders of DougGregor/swift-concurrency-objc, the
iOS 14.2 SDK). The script extracts HeadlessUIKit's symbol graph and prints:

1. types HeadlessUIKit declares that the interfaces do not (usually newer than the SDK);
2. members of shared types that the interfaces do not declare, neither on the type nor on a
   superclass or conformance (newer API, a misspelt label, or a headless addition that should be
   named `headless…`);
3. members declared by both whose shapes differ: property type, settable or read-only, static or
   instance, parameter types, default arguments, return type, failable or throwing initializers;
4. members declared by both whose traits differ: `public` here where Clang imports the member
   into a class as `open` (every `func`, `var` and `subscript` but initializers, `static`
   constants, the C functions and constants listed in `IMPORTED_FROM_C` and the Swift overlay's
   members, which are `public`), `let` here where UIKit has `var { get }`, a convenience initializer on one side
   and a designated one on the other, and deprecation (`@available(iOS, deprecated: …)` in the
   interfaces, the symbol graph's availability here; Apple's "to be deprecated", version
   100000, counts as not deprecated, and members of a type UIKit deprecates inherit it);
5. members of the types both declare that HeadlessUIKit declares nowhere in the type's lineage;
6. the members declared `nonisolated` here: the interfaces print no isolation, so each needs a
   look at Apple's current documentation, which shows `@MainActor` on isolated members;

and the figures: members compared, exact, differing, missing.

Types are compared by their last component (`UITableView.RowAnimation` and `RowAnimation` are
the same) and `any`, `@escaping` and isolation attributes are ignored. Names are matched by
Swift's full name, `tableView(_:cellForRowAt:)`. Everything printed needs a look, not a fix:
a member newer than the interfaces' SDK is expected in list 2, and must then be checked against
Apple's current documentation.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict

# Members every NSObject subclass or raw-representable type has, which the interfaces declare on
# NSObject or leave implicit.
IMPLICIT_MEMBERS = {
    'init(coder:)', 'init()', 'hash', 'isEqual(_:)', 'description', 'debugDescription',
    'copy(with:)', 'mutableCopy(with:)', 'encode(with:)', 'encode(to:)', 'init(from:)',
    'init(rawValue:)', 'rawValue', 'hash(into:)',
}


# Members UIKit's API notes import from C functions and constants, which Apple's documentation
# names by their C symbols (`c:@F@UIImagePNGRepresentation`, `c:@F@UIImageJPEGRepresentation`,
# `c:@Ea@UISegmentedControlNoSegment@…`): Swift imports such members as `public`, not overridable,
# although the generated interfaces print them as they print Objective-C members.
IMPORTED_FROM_C = {
    'UIImage.pngData()', 'UIImage.jpegData(compressionQuality:)', 'UISegmentedControl.noSegment',
}


# MARK: - Apple's interfaces

def split_top_level(text, separator=','):
    """Splits `text` at `separator`s outside brackets."""
    depth, current, parts = 0, '', []
    for character in text:
        if character in '([<{':
            depth += 1
        elif character in ')]>}':
            depth -= 1
        if character == separator and depth == 0:
            parts.append(current)
            current = ''
        else:
            current += character
    if current.strip():
        parts.append(current)
    return parts


def closing_parenthesis(text, opening):
    """The index of the parenthesis closing the one at `opening`."""
    depth = 0
    for index in range(opening, len(text)):
        if text[index] == '(':
            depth += 1
        elif text[index] == ')':
            depth -= 1
            if depth == 0:
                return index
    return -1


def argument_labels(parameters):
    """`_ tableView: UITableView, cellForRowAt indexPath: IndexPath` -> `_:cellForRowAt:`."""
    labels = []
    for parameter in split_top_level(parameters):
        parameter = re.sub(r'@\w+(\([^)]*\))?\s*', '', parameter.strip())
        words = parameter.split(':', 1)[0].split()
        if words:
            labels.append(words[0] + ':')
    return ''.join(labels)


DECLARATION = re.compile(
    r'^\s*((?:@[\w.]+(?:\([^)]*\))?\s+)*)'
    r'((?:(?:public|open|final|override|convenience|required|static|class|optional|mutating|'
    r'nonmutating|unowned\(unsafe\)|unowned|weak|lazy|dynamic|@NSCopying|indirect)\s+)*)'
    r'(class|struct|enum|protocol|extension|typealias|func|init\??!?|var|let|case|subscript)\b\s*(.*)$')


def member_name(keyword, rest, line):
    """Swift's full name of the member a line declares, or `None`."""
    if keyword.startswith('init') or keyword in ('func', 'subscript'):
        if keyword == 'func':
            name = re.match(r'([^\s(<]+)', rest)
            if not name:
                return None
            base = name.group(1).strip('`')  # `default`() is default() in the symbol graph
            opening = line.index('(', line.index(base, line.index('func')) + len(base))
        else:
            base = 'init' if keyword.startswith('init') else 'subscript'
            opening = line.index('(', line.index(base))
        return base + '(' + argument_labels(line[opening + 1:closing_parenthesis(line, opening)]) + ')'
    if keyword in ('var', 'let', 'case'):
        name = re.match(r'`?(\w+)`?', rest)
        return name.group(1) if name else None
    if keyword == 'typealias':
        return re.split(r'[\s:=<]', rest.strip())[0]
    return None


def parse_interfaces(directories):
    """{type path: {'__kind__': header, member name: [declarations]}}."""
    types = defaultdict(dict)
    for directory in directories:
        for file_name in sorted(os.listdir(directory)):
            if file_name.endswith('.swift'):
                parse_interface(os.path.join(directory, file_name), types)
    return types


ATTRIBUTE_LINE = re.compile(r'^\s*(@[\w.]+(\([^)]*\))?\s*)+$')


# The Swift overlay: members written in Swift, `public` and not overridable, unlike the `open`
# members Clang imports from Objective-C (the per-header files repeat some of them).
SWIFT_OVERLAY_FILE = 'UIKit.swift'
SWIFT_OVERLAY_MARK = '@_swiftOverlay '


def parse_interface(path, types):
    scopes, depth, attributes = [], 0, ''
    overlay = os.path.basename(path) == SWIFT_OVERLAY_FILE
    for raw_line in open(path, encoding='utf-8', errors='replace'):
        line = re.sub(r'/\*.*?\*/', '', raw_line.rstrip('\n')).replace('->', '→')
        if ATTRIBUTE_LINE.match(line):
            attributes += line.strip() + ' '
            continue
        current = scopes[-1][0] if scopes else ''
        opened, closed = line.count('{'), line.count('}')
        match = DECLARATION.match(line)
        if match:
            _, _, keyword, rest = match.groups()
            is_type = keyword in ('class', 'struct', 'enum', 'protocol', 'extension') and not (
                keyword == 'class' and re.match(r'(func|var|let|subscript)\b', rest))
            if is_type:
                name = re.match(r'([\w.]+)', rest).group(1)
                type_path = name if keyword == 'extension' or not current else current + '.' + name
                types[type_path]
                if keyword != 'extension':
                    types[type_path]['__kind__'] = keyword + ' ' + rest.split('{')[0].strip()
                    types[type_path]['__attributes__'] = attributes
                    if '.' in type_path:
                        parent, leaf = type_path.rsplit('.', 1)
                        types[parent].setdefault(leaf, []).append(keyword)
                if '{' in line and '}' not in line.split('{', 1)[1]:
                    scopes.append((type_path, depth))
            elif current:
                name = member_name(keyword, rest, line)
                if name:
                    mark = SWIFT_OVERLAY_MARK if overlay else ''
                    types[current].setdefault(name, []).append(mark + attributes + line.strip())
        attributes = ''
        depth += opened - closed
        while scopes and depth <= scopes[-1][1]:
            scopes.pop()


def supertypes(types, type_path):
    header = types.get(type_path, {}).get('__kind__', '')
    match = re.match(r'(?:class|protocol|struct|enum)\s+[\w.]+\s*(?:<[^>]*>)?\s*:\s*([^{]*?)(\bwhere\b.*)?$', header)
    return [name.strip().split('<')[0] for name in match.group(1).split(',')] if match else []


def lineage(types, type_path, seen=None):
    """The type, its superclasses and its conformances, nearest first."""
    seen = seen if seen is not None else set()
    result = []
    for name in [type_path] + supertypes(types, type_path):
        if name not in seen:
            seen.add(name)
            result.append(name)
            if name != type_path:
                result += [other for other in lineage(types, name, seen) if other not in result]
    return result


# MARK: - HeadlessUIKit's symbol graph

def headless_declarations(package_root):
    """{type path: {member name: declaration}} of HeadlessUIKit's public API."""
    modules = os.path.join(package_root, '.build', 'debug', 'Modules')
    if not os.path.isdir(modules):
        modules = os.path.join(package_root, '.build', 'debug')
    target_info = subprocess.run(['swift', '-print-target-info'], capture_output=True, text=True, check=True)
    triple = json.loads(target_info.stdout)['target']['triple']
    with tempfile.TemporaryDirectory() as output:
        subprocess.run(
            ['swift-symbolgraph-extract', '-module-name', 'HeadlessUIKit', '-target', triple,
             '-I', modules, '-output-dir', output, '-minimum-access-level', 'public'],
            check=True)
        # HeadlessUIKit.symbols.json, and one HeadlessUIKit@Module.symbols.json for the members
        # HeadlessUIKit adds to each other module's types (the string drawing of NSString).
        symbols = []
        for name in sorted(os.listdir(output)):
            if name.startswith('HeadlessUIKit') and name.endswith('.symbols.json'):
                symbols += json.load(open(os.path.join(output, name)))['symbols']
    members = defaultdict(dict)
    for symbol in symbols:
        path = symbol['pathComponents']
        if '::SYNTHESIZED::' in symbol['identifier']['precise'] or len(path) < 2:
            continue
        declaration = ''.join(fragment['spelling'] for fragment in symbol.get('declarationFragments', []))
        members['.'.join(path[:-1])][path[-1]] = declaration
        DETAILS['.'.join(path)] = {
            'access': symbol.get('accessLevel'),
            'deprecated': any(entry.get('domain') in ('iOS', '*')
                              and ((entry.get('deprecated', {}).get('major', 100000) < 100000) or entry.get('isUnconditionallyDeprecated'))
                              for entry in symbol.get('availability', [])),
        }
    return members


# Access level and deprecation of each HeadlessUIKit symbol, by `Type.member` path.
DETAILS = {}


def is_headless_only(type_path, member=''):
    return (type_path.split('.')[0].startswith('Headless') or '.Headless' in type_path
            or 'headless' in member.lower() or member.startswith('simulate'))


# MARK: - Shapes

def normalized_type(text):
    text = text.replace('→', '->').strip()
    text = re.sub(r'@(escaping|MainActor|Sendable|autoclosure|sil_weak)\s*', '', text)
    text = re.sub(r'\b(any|some)\s+', '', text)
    text = re.sub(r'\b(Swift|Foundation|HeadlessUIKit|TableIndexPath|CoreGraphics)\.', '', text)
    text = re.sub(r'\b[A-Z]\w*\.(?=[A-Z])', '', text)
    text = re.sub(r'\s+', '', text)
    # `(any Error)?` is `Error?`: a parenthesized single type is that type, wherever it stands.
    text = re.sub(r'\((\w+)\)\?', r'\1?', text)
    if text.startswith('(') and text.endswith(')?') and '->' not in text:
        text = text[1:-2] + '?'
    return text


def shape(declaration):
    """The comparable shape of a member's declaration, or `None`."""
    text = re.sub(r'@available\([^)]*\)\s*', '', declaration.replace('->', '→'))
    text = re.sub(r'@\w+\s+', '', text)
    is_static = bool(re.search(r'\b(static|class)\s+(func|var|let|subscript)', text))
    variable = re.search(r'\b(var|let)\s+`?(\w+)`?\s*:\s*(.*)$', text)
    if variable and not re.search(r'\bfunc\b|\binit\b', text.split(variable.group(1))[0]):
        keyword, _, rest = variable.groups()
        settable = keyword == 'var' and not re.search(r'\{\s*get\s*\}', rest)
        return {'kind': 'var', 'static': is_static, 'settable': settable,
                'type': normalized_type(re.sub(r'\{.*\}', '', rest).split('=')[0])}
    function = re.search(r'\b(func\s+[^\s(<]+|init[?!]?|subscript)\s*(<[^(]*>)?\s*\(', text)
    if not function:
        return None
    opening = text.index('(', function.start())
    closing = closing_parenthesis(text, opening)
    parameters = []
    for parameter in split_top_level(text[opening + 1:closing]):
        if ':' in parameter:
            parameter_type = parameter.split(':', 1)[1]
            parameters.append((normalized_type(parameter_type.split('=')[0]), '=' in parameter_type))
    tail = text[closing + 1:]
    result = re.search(r'→\s*(.*)', tail)
    effects = tail.split('→')[0]
    return {'kind': 'init' if function.group(1).startswith('init') else function.group(1).split()[0],
            'static': is_static, 'parameters': parameters,
            'returns': normalized_type(re.split(r'\bwhere\b|\{', result.group(1))[0]) if result else '',
            'failable': function.group(1).startswith('init?'), 'throws': 'throws' in effects}


def shape_differences(ours, apples):
    differences = []
    if ours['kind'] != apples['kind']:
        return [f"{ours['kind']} here, {apples['kind']} in UIKit"]
    if ours['static'] != apples['static']:
        differences.append('static here' if ours['static'] else 'static in UIKit')
    if ours['kind'] == 'var':
        if ours['type'] != apples['type']:
            differences.append(f"type {ours['type']} here, {apples['type']} in UIKit")
        if ours['settable'] != apples['settable']:
            differences.append('settable here' if ours['settable'] else 'settable in UIKit')
        return differences
    our_types = [parameter for parameter, _ in ours['parameters']]
    apple_types = [parameter for parameter, _ in apples['parameters']]
    if our_types != apple_types:
        differences.append(f'parameters {our_types} here, {apple_types} in UIKit')
    elif [default for _, default in ours['parameters']] != [default for _, default in apples['parameters']]:
        differences.append('default arguments differ')
    if ours['returns'] != apples['returns']:
        differences.append(f"returns {ours['returns'] or 'Void'} here, {apples['returns'] or 'Void'} in UIKit")
    if ours['failable'] != apples['failable']:
        differences.append('failable here' if ours['failable'] else 'failable in UIKit')
    if ours['throws'] != apples['throws']:
        differences.append('throws here' if ours['throws'] else 'throws in UIKit')
    return differences


# MARK: - Traits the shapes do not show

def is_apple_class(apple, type_path):
    return apple.get(type_path, {}).get('__kind__', '').startswith('class ')


def trait_differences(apple, type_path, member, ours, apple_declarations):
    """Differences of `open`/`public`, `let`/`var`, convenience/designated and deprecation."""
    text = apple_declarations[0]
    code = re.sub(r'@\w+(\([^)]*\))?\s*', '', text)
    differences = []
    details = DETAILS.get(f'{type_path}.{member}', {})
    # Members Clang imports into a class are `open`, but initializers, constants and C functions.
    if (is_apple_class(apple, type_path) and re.search(r'\b(func|var|subscript)\b', code)
            and not any(declaration.startswith(SWIFT_OVERLAY_MARK) for declaration in apple_declarations)
            and not re.search(r'\bstatic\b', code) and details.get('access') == 'public'
            and f'{type_path}.{member}' not in IMPORTED_FROM_C):
        differences.append('public here, open in UIKit')
    if re.search(r'\bvar\b', code) and re.search(r'\blet\b', ours.split('=')[0]) and not re.search(r'\bstatic\b|\bclass\b', ours):
        differences.append('let here, var { get } in UIKit')
    if member.startswith('init('):
        apple_convenience = all('convenience' in text for text in apple_declarations)
        if apple_convenience != ('convenience' in ours):
            differences.append('convenience in UIKit, designated here' if apple_convenience else 'designated in UIKit, convenience here')
    # `deprecated: 100000` is Apple's "to be deprecated": Swift does not warn.
    deprecation = re.compile(r'@available\((iOS|\*),[^)]*deprecated: *(?!100000)[0-9]')
    apple_deprecated = all(deprecation.search(text) for text in apple_declarations)
    type_deprecated = any(deprecation.search(apple.get(prefix, {}).get('__attributes__', ''))
                          for prefix in [type_path.rsplit('.', 1)[0], type_path] if prefix)
    if apple_deprecated and not details.get('deprecated'):
        differences.append('deprecated in UIKit, not here')
    elif details.get('deprecated') and not type_deprecated and not any(deprecation.search(text) for text in apple_declarations):
        differences.append('deprecated here, not in UIKit')
    return differences


def nonisolated_members(ours):
    return sorted(f'{type_path}.{member}' for type_path, members in ours.items()
                  for member, declaration in members.items() if declaration.startswith('nonisolated'))


# MARK: - Report

def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    apple = parse_interfaces(sys.argv[1:])
    ours = headless_declarations(os.getcwd())
    newer_types, unknown_members, different_shapes, different_traits, missing = [], [], [], [], []
    compared, exact = 0, 0
    for type_path, members in sorted(ours.items()):
        if is_headless_only(type_path):
            continue
        if type_path not in apple:
            newer_types.append(type_path)
            continue
        ancestors = lineage(apple, type_path)
        for member, declaration in sorted(members.items()):
            if is_headless_only(type_path, member) or member in IMPLICIT_MEMBERS or not member[0].isalpha():
                continue
            if member not in apple[type_path]:
                if not any(member in apple.get(ancestor, {}) for ancestor in ancestors[1:]):
                    unknown_members.append(f'{type_path}.{member}: {declaration}')
                continue
            compared += 1
            differs = False
            our_shape = shape(declaration)
            apple_shapes = [shape(text) for text in apple[type_path][member]]
            apple_shapes = [candidate for candidate in apple_shapes if candidate]
            if our_shape and apple_shapes:
                candidates = [shape_differences(our_shape, candidate) for candidate in apple_shapes]
                if all(candidates):
                    differs = True
                    different_shapes.append(f'{type_path}.{member}: ' + '; '.join(min(candidates, key=len)))
            traits = trait_differences(apple, type_path, member, declaration, apple[type_path][member])
            if traits:
                differs = True
                different_traits.append(f'{type_path}.{member}: ' + '; '.join(traits))
            exact += 0 if differs else 1
        # Apple's members of this type that HeadlessUIKit declares nowhere in its lineage.
        ours_in_lineage = set()
        for ancestor in ancestors:
            ours_in_lineage |= set(ours.get(ancestor, {}))
        for member in sorted(apple[type_path]):
            if member.startswith('__') or member.startswith('_') or member in IMPLICIT_MEMBERS:
                continue
            if isinstance(apple[type_path][member], list) and apple[type_path][member] and \
                    apple[type_path][member][0] in ('class', 'struct', 'enum', 'protocol'):
                continue
            if member not in ours_in_lineage:
                missing.append(f'{type_path}.{member}')
    print('## Types not in the interfaces\n' + ('\n'.join(newer_types) or '(none)'))
    print('\n## Members not in the interfaces\n' + ('\n'.join(unknown_members) or '(none)'))
    print('\n## Members whose shape differs\n' + ('\n'.join(different_shapes) or '(none)'))
    print('\n## Members whose access, let/var, initializer kind or deprecation differs\n' + ('\n'.join(different_traits) or '(none)'))
    print('\n## Members of shared types that HeadlessUIKit does not declare\n' + ('\n'.join(missing) or '(none)'))
    print('\n## Nonisolated members (the interfaces print no isolation: check each by hand)\n'
          + ('\n'.join(nonisolated_members(ours)) or '(none)'))
    print(f'\n## Figures\nmembers compared: {compared}; exact: {exact}; '
          f'differing: {compared - exact}; missing from shared types: {len(missing)}; '
          f'not in the interfaces: {len(unknown_members)}; types not in the interfaces: {len(newer_types)}')




if __name__ == '__main__':
    main()

// The differ's independent references (entries, sections, batch replay, minimal moves) live in
// the DiffingReference target, which the differ's libFuzzer target shares; every file here sees them.
@_exported import DiffingReference

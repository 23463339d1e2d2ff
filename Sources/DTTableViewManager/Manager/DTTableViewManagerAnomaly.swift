import Foundation

/// A misuse or inconsistency the manager detected and recovered from.
///
/// Anomalies never stop the app: the manager falls back to a safe behaviour (an empty cell, no
/// header view, the first of several mappings) and reports what happened to its
/// ``DTTableViewManager/anomalyHandler``. `ExplainedAnomaly.message` says what
/// happened and how to fix it, in the format every anomaly shares; ``debugDescription`` keeps
/// DTTableViewManager 11's wording; ``description`` is a short form for analytics.
public enum DTTableViewManagerAnomaly: Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The table asked for a cell, but the storage holds `nil` at the index path.
    case nilCellModel(IndexPath)
    /// The table asked for a header view, but the header model of the section is `nil`.
    case nilHeaderModel(Int)
    /// The table asked for a footer view, but the footer model of the section is `nil`.
    case nilFooterModel(Int)
    /// No registered cell mapping accepts the model at the index path.
    case noCellMappingFound(modelDescription: String, indexPath: IndexPath)
    /// No registered header or footer mapping accepts the model at the index path.
    case noHeaderFooterMappingFound(modelDescription: String, indexPath: IndexPath)
    /// A storyboard or xib cell declares a reuse identifier other than the mapping's.
    case differentCellReuseIdentifier(mappingReuseIdentifier: String, cellReuseIdentifier: String)
    /// The xib registered for a cell holds a view of another class.
    case differentCellClass(xibName: String, cellClass: String, expectedCellClass: String)
    /// The xib registered for a header or footer holds a view of another class.
    case differentHeaderFooterClass(xibName: String, viewClass: String, expectedViewClass: String)
    /// The xib registered for a view holds no view at all.
    case emptyXibFile(xibName: String, expectedViewClass: String)
    /// A model-based event was registered with a view class where a model type was expected.
    case modelEventCalledWithCellClass(modelType: String, methodName: String, subclassOf: String)
    /// An event was registered for a view type that has no registered mapping.
    case unusedEventDetected(viewType: String, methodName: String)
    /// An event reaction was registered before any mapping for its view class.
    case eventRegistrationForUnregisteredMapping(viewClass: String, signature: String)
    /// Several mappings accept the model at the index path; the first registered one is used.
    ///
    /// Reported once for each set of overlapping mappings, until the registrations change.
    case ambiguousMapping(modelDescription: String, indexPath: IndexPath, usedMapping: String, ignoredMappings: [String])
    /// A reuse identifier set explicitly in a mapping is already used by a registration of
    /// another view class or xib; the table now dequeues the later registration for both.
    case duplicateReuseIdentifier(reuseIdentifier: String, viewClass: String, previousViewClass: String)
    /// A header or footer view that is not a `UITableViewHeaderFooterView` was registered, but
    /// there is no xib to load it from, so it can never be shown.
    case headerFooterViewWithoutXib(viewClass: String, xibName: String?)
    /// A second closure was registered for an event of a mapping (or of the manager) that
    /// already had one; the first closure stays the one called.
    case duplicateEventRegistration(signature: String, viewClass: String)

    /// A short, single-line form for logs and analytics.
    public var description: String {
        let name = "DTTableViewManagerAnomaly"
        switch self {
        case .nilCellModel(let indexPath): return "\(name).nilCellModel(\(indexPath))"
        case .nilHeaderModel(let section): return "\(name).nilHeaderModel(\(section))"
        case .nilFooterModel(let section): return "\(name).nilFooterModel(\(section))"
        case .noCellMappingFound(let model, let indexPath): return "\(name).noCellMappingFound(\(model), \(indexPath))"
        case .noHeaderFooterMappingFound(let model, let indexPath): return "\(name).noHeaderFooterMappingFound(\(model), \(indexPath))"
        case .differentCellReuseIdentifier(let mapping, let cell): return "\(name).differentCellReuseIdentifier(\(mapping), \(cell))"
        case .differentCellClass(let xib, let found, let expected): return "\(name).differentCellClass(\(xib), \(found), \(expected))"
        case .differentHeaderFooterClass(let xib, let found, let expected): return "\(name).differentHeaderFooterClass(\(xib), \(found), \(expected))"
        case .emptyXibFile(let xib, let expected): return "\(name).emptyXibFile(\(xib), \(expected))"
        case .modelEventCalledWithCellClass(let model, let method, let base): return "\(name).modelEventCalledWithCellClass(\(model), \(method), \(base))"
        case .unusedEventDetected(let view, let method): return "\(name).unusedEventDetected(\(view), \(method))"
        case .eventRegistrationForUnregisteredMapping(let view, let signature): return "\(name).eventRegistrationForUnregisteredMapping(\(view), \(signature))"
        case .ambiguousMapping(let model, let indexPath, let used, let ignored):
            return "\(name).ambiguousMapping(\(model), \(indexPath), \(used), \(ignored.joined(separator: ", ")))"
        case .duplicateReuseIdentifier(let identifier, let view, let previous):
            return "\(name).duplicateReuseIdentifier(\(identifier), \(view), \(previous))"
        case .headerFooterViewWithoutXib(let view, let xib):
            return "\(name).headerFooterViewWithoutXib(\(view), \(xib ?? "nil"))"
        case .duplicateEventRegistration(let signature, let view):
            return "\(name).duplicateEventRegistration(\(signature), \(view))"
        }
    }

    /// What happened, why it matters and how to fix it, as DTTableViewManager 11 prints it.
    ///
    /// The wording of the upstream cases is kept as DTTableViewManager 11 prints it, so logs and
    /// tests that match on it keep working. `ExplainedAnomaly.message` says the
    /// same in the format every anomaly shares.
    public var debugDescription: String {
        let prefix = "[DTTableViewManager]"
        switch self {
        case .nilCellModel(let indexPath):
            return "❗️\(prefix) UITableView requested a cell at \(indexPath), however the model at that indexPath was nil."
        case .nilHeaderModel(let section):
            return "⚠️\(prefix) UITableView requested a header view at section \(section), however the model was nil."
        case .nilFooterModel(let section):
            return "⚠️\(prefix) UITableView requested a footer view at section \(section), however the model was nil."
        case .noCellMappingFound(let model, let indexPath):
            return "❗️\(prefix) UITableView requested a cell for model at \(indexPath), but view model mapping for it was not found, model description: \(model)"
        case .noHeaderFooterMappingFound(let model, let indexPath):
            return "❗️\(prefix) UITableView requested a header/footer view for model at \(indexPath), but view model mapping for it was not found, model description: \(model)"
        case .differentCellReuseIdentifier(let mapping, let cell):
            return "❗️\(prefix) Reuse identifier specified in InterfaceBuilder: \(cell) does not match reuseIdentifier used to register with UITableView: \(mapping). \n"
                + "If you are using XIB, please remove reuseIdentifier from XIB file, or change it to name of UITableViewCell subclass. "
                + "If you are using Storyboards, please change UITableViewCell identifier to name of the class. \n"
                + "If you need different reuseIdentifier for any reason, you can change reuseIdentifier when registering mapping."
        case .differentCellClass(let xib, let found, let expected):
            return "⚠️\(prefix) Attempted to register xib \(xib), but view found in a xib was of type \(found), while expected type is \(expected). "
                + "This can prevent cells from being updated with models and react to events."
        case .differentHeaderFooterClass(let xib, let found, let expected):
            return "⚠️\(prefix) Attempted to register xib \(xib), but view found in a xib was of type \(found), while expected type is \(expected). "
                + "This can prevent headers/footers from being updated with models and react to events."
        case .emptyXibFile(let xib, let expected):
            return "⚠️\(prefix) Attempted to register xib \(xib) for \(expected), but this xib does not contain any views."
        case .modelEventCalledWithCellClass(let model, let method, let base):
            return [
                "    ⚠️\(prefix) Event \(method) registered with model type, that happens to be a subclass of \(base): \(model).",
                "",
                "    This is likely not what you want, because this event expects to receive model type used for current indexPath instead of cell/view.",
                "    Reasoning behind it is the fact that for some events views have not yet been created(for example: tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)).",
                "    Because they are not created yet, this event cannot be called with cell/view object, and even it's type is unknown at this point, as the mapping resolution will happen later.",
                "",
                "    Most likely you need to use model type, that will be passed to this cell/view through ModelTransfer protocol.",
                "    For example, for height of cell that expects to receive model Int, event would look like so:",
                "            ",
                "        manager.heightForCell(withItem: Int.self) { model, indexPath in",
                "            return 44",
                "        }",
            ].joined(separator: "\n")
        case .unusedEventDetected(let view, let method):
            return "⚠️\(prefix) \(method) event registered for \(view), but there were no view mappings registered for \(view) type. This event will never be called."
        case .eventRegistrationForUnregisteredMapping(let view, let signature):
            return "⚠️\(prefix) While registering event reaction for \(signature), no view mapping was found for view: \(view)"
        case .ambiguousMapping(let model, let indexPath, let used, let ignored):
            return "⚠️\(prefix) Several mappings accept the model at \(indexPath): \(used) and \(ignored.joined(separator: ", ")). "
                + "\(used) was used because it was registered first. Give these mappings conditions that do not intersect "
                + "(mapping.condition) so that exactly one applies. Model description: \(model)"
        case .duplicateReuseIdentifier(let identifier, let view, let previous):
            return "⚠️\(prefix) Reuse identifier \"\(identifier)\" was set for \(view), but it is already registered for \(previous). "
                + "UITableView keeps only the last registration for an identifier, so both mappings would dequeue the same view. "
                + "Give each mapping its own reuseIdentifier."
        case .headerFooterViewWithoutXib(let view, let xib):
            return "⚠️\(prefix) \(view) was registered as a header/footer view, but it is not a UITableViewHeaderFooterView and "
                + (xib.map { "no xib named \($0) exists" } ?? "its xibName is nil")
                + ", so it cannot be created. Add the xib, or make \(view) a UITableViewHeaderFooterView subclass to create it in code."
        case .duplicateEventRegistration(let signature, let view):
            return "⚠️\(prefix) A closure for \(signature) was registered for \(view), which already has one. "
                + "Only the first registered closure is called for an event; this one will never run. "
                + "Register a single closure per event and view, and branch inside it if needed."
        }
    }
}

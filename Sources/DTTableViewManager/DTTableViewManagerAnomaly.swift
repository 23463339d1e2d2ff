import Foundation

/// A misuse or inconsistency the manager detected and recovered from.
///
/// Anomalies never stop the app: the manager falls back to a safe behaviour (an empty cell, no
/// header view, the first of several mappings) and reports what happened to its
/// ``DTTableViewManager/anomalyHandler``. ``debugDescription`` explains the cause and the fix;
/// ``description`` is a short form for analytics.
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
    case ambiguousMapping(modelDescription: String, indexPath: IndexPath, usedMapping: String, ignoredMappings: [String])
    /// A reuse identifier set explicitly in a mapping is already used by a registration of
    /// another view class or xib; the table now dequeues the later registration for both.
    case duplicateReuseIdentifier(reuseIdentifier: String, viewClass: String, previousViewClass: String)

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
        }
    }

    /// What happened, why it matters and how to fix it.
    public var debugDescription: String {
        let prefix = "[DTTableViewManager]"
        switch self {
        case .nilCellModel(let indexPath):
            return "❗️\(prefix) The table asked for a cell at \(indexPath), but the storage holds nil there. An empty UITableViewCell was shown; put a model at that index path or remove the row."
        case .nilHeaderModel(let section):
            return "⚠️\(prefix) The table asked for a header view in section \(section), but the header model is nil. Provide a header model, set configuration.displayHeaderOnEmptySection, or return a view from your delegate."
        case .nilFooterModel(let section):
            return "⚠️\(prefix) The table asked for a footer view in section \(section), but the footer model is nil. Provide a footer model, set configuration.displayFooterOnEmptySection, or return a view from your delegate."
        case .noCellMappingFound(let model, let indexPath):
            return "❗️\(prefix) No cell mapping accepts the model at \(indexPath): \(model). Register a cell for this model type (or check the mapping conditions); an empty UITableViewCell was shown."
        case .noHeaderFooterMappingFound(let model, let indexPath):
            return "❗️\(prefix) No header/footer mapping accepts the model at \(indexPath): \(model). Register a header or footer view for this model type with registerHeader or registerFooter."
        case .differentCellReuseIdentifier(let mapping, let cell):
            return "❗️\(prefix) The cell declares reuse identifier \"\(cell)\" in Interface Builder, but it is registered as \"\(mapping)\". Clear the identifier in the xib, set the storyboard prototype's identifier to the class name, or set mapping.reuseIdentifier to match."
        case .differentCellClass(let xib, let found, let expected):
            return "⚠️\(prefix) Xib \(xib) holds a view of class \(found), but \(expected) was registered with it. Cells from this xib will not be updated with models or receive events; set the cell's class in the xib."
        case .differentHeaderFooterClass(let xib, let found, let expected):
            return "⚠️\(prefix) Xib \(xib) holds a view of class \(found), but \(expected) was registered with it. Headers/footers from this xib will not be updated with models or receive events; set the view's class in the xib."
        case .emptyXibFile(let xib, let expected):
            return "⚠️\(prefix) Xib \(xib) was registered for \(expected), but it contains no views. Add the view to the xib or set mapping.xibName to nil to create the view in code."
        case .modelEventCalledWithCellClass(let model, let method, let base):
            return "⚠️\(prefix) Event \(method) was registered with model type \(model), which is a subclass of \(base). This event is called before any view exists and receives the model displayed at the index path, so pass the model type the view displays, for example manager.heightForCell(withItem: Post.self) { post, indexPath in 44 }."
        case .unusedEventDetected(let view, let method):
            return "⚠️\(prefix) Event \(method) was registered for \(view), but no mapping for \(view) is registered, so it will never be called. Register the view before its events."
        case .eventRegistrationForUnregisteredMapping(let view, let signature):
            return "⚠️\(prefix) No mapping for \(view) was found while registering a reaction to \(signature). Register the view before attaching events to it."
        case .ambiguousMapping(let model, let indexPath, let used, let ignored):
            return "⚠️\(prefix) Several mappings accept the model at \(indexPath): \(used) and \(ignored.joined(separator: ", ")); \(used) was used because it was registered first. Give these mappings disjoint conditions (mapping.condition) so exactly one applies. Model: \(model)"
        case .duplicateReuseIdentifier(let identifier, let view, let previous):
            return "⚠️\(prefix) Reuse identifier \"\(identifier)\" was set for \(view), but it is already registered for \(previous). The table keeps only the last registration per identifier, so both mappings would dequeue the same view; give each mapping its own reuseIdentifier."
        }
    }
}

import Foundation

extension DTTableViewManagerAnomaly: ExplainedAnomaly {
    /// `DTTableViewManager`.
    public static var reportingLibrary: String { "DTTableViewManager" }

    /// What happened, with the values involved, without a final period.
    public var problemDescription: String {
        switch self {
        case .nilCellModel(let indexPath):
            "UITableView requested a cell at \(indexPath), but the model at that index path is nil"
        case .nilHeaderModel(let section):
            "UITableView requested a header view for section \(section), but the section's header model is nil"
        case .nilFooterModel(let section):
            "UITableView requested a footer view for section \(section), but the section's footer model is nil"
        case .noCellMappingFound(let model, let indexPath):
            "UITableView requested a cell at \(indexPath), but no cell mapping accepts its model: \(model)"
        case .noHeaderFooterMappingFound(let model, let indexPath):
            "UITableView requested a header or footer view at \(indexPath), but no mapping accepts its model: \(model)"
        case .differentCellReuseIdentifier(let mapping, let cell):
            "The cell's reuse identifier set in Interface Builder, \(cell), differs from the one its mapping registers, \(mapping)"
        case .differentCellClass(let xib, let found, let expected):
            "The xib \(xib) holds a view of type \(found), but it was registered for the cell \(expected), which will not be updated with models or react to events"
        case .differentHeaderFooterClass(let xib, let found, let expected):
            "The xib \(xib) holds a view of type \(found), but it was registered for the header or footer \(expected), which will not be updated with models or react to events"
        case .emptyXibFile(let xib, let expected):
            "The xib \(xib) registered for \(expected) contains no views"
        case .modelEventCalledWithCellClass(let model, let method, let base):
            "The event \(method) was registered with \(model), a subclass of \(base), but it receives the model of the row, not its view"
        case .unusedEventDetected(let view, let method):
            "The event \(method) was registered for \(view), but no mapping for \(view) is registered, so it will never be called"
        case .eventRegistrationForUnregisteredMapping(let view, let signature):
            "A reaction to \(signature) was registered for \(view), which has no mapping"
        case .ambiguousMapping(let model, let indexPath, let used, let ignored):
            "Several mappings accept the model at \(indexPath): \(used) and \(ignored.joined(separator: ", ")); "
                + "\(used) was used because it was registered first. Model: \(model)"
        case .duplicateReuseIdentifier(let identifier, let view, let previous):
            "The reuse identifier \"\(identifier)\" was set for \(view), but it is already registered for \(previous), "
                + "so both mappings dequeue the later registration"
        case .headerFooterViewWithoutXib(let view, let xib):
            "\(view) was registered as a header or footer view, but it is not a UITableViewHeaderFooterView and "
                + (xib.map { "no xib named \($0) exists" } ?? "its xibName is nil")
                + ", so it cannot be created"
        case .duplicateEventRegistration(let signature, let view):
            "A second closure for \(signature) was registered for \(view); only the first registered closure is called"
        }
    }

    /// What to change in the calling code so that the anomaly goes away.
    public var recoverySuggestion: String {
        switch self {
        case .nilCellModel:
            "Make the storage return a model for every row it counts; an empty cell is shown meanwhile."
        case .nilHeaderModel:
            "Set a header model for every section that shows a header, or silence this anomaly where a section has none on purpose."
        case .nilFooterModel:
            "Set a footer model for every section that shows a footer, or silence this anomaly where a section has none on purpose."
        case .noCellMappingFound:
            "Register a cell for the model's type, or widen a mapping's condition; an empty cell is shown meanwhile."
        case .noHeaderFooterMappingFound:
            "Register a header or footer view for the model's type, or widen a mapping's condition."
        case .differentCellReuseIdentifier:
            "Remove the reuse identifier from the xib or storyboard, set it to the cell's class name, or set the mapping's reuseIdentifier to match."
        case .differentCellClass(_, _, let expected), .differentHeaderFooterClass(_, _, let expected):
            "Make the xib's view an instance of \(expected), or register the class the xib holds."
        case .emptyXibFile(_, let expected):
            "Add a \(expected) to the xib, or register the class without a xib."
        case .modelEventCalledWithCellClass:
            "Register the event with the model type the view displays, for example heightForCell(withItem: Int.self); the view does not exist yet when this event is asked."
        case .unusedEventDetected(let view, _):
            "Register a mapping for \(view), or remove the event."
        case .eventRegistrationForUnregisteredMapping(let view, _):
            "Register the mapping for \(view) before its events."
        case .ambiguousMapping:
            "Give these mappings conditions that do not intersect (mapping.condition), so that exactly one applies."
        case .duplicateReuseIdentifier:
            "Give each mapping its own reuseIdentifier."
        case .headerFooterViewWithoutXib(let view, _):
            "Add the xib, or make \(view) a UITableViewHeaderFooterView subclass to create it in code."
        case .duplicateEventRegistration:
            "Register a single closure per event and view, and branch inside it if needed."
        }
    }
}

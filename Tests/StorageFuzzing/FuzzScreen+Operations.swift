import DTTableViewManager

extension FuzzScreen {
    /// Where an operation runs, which decides how the table learns about changes the storage
    /// does not animate.
    enum OperationContext {
        /// On its own: the storage delivers an update or asks for a reload.
        case topLevel
        /// Inside `performUpdates(_:)`.
        case batch
        /// Inside `updateWithoutAnimations(_:)`, which is followed by `reloadData()`.
        case withoutAnimations
    }

    /// Runs `operation` on the storage, as an app would, and returns the descriptions of the
    /// errors its throwing calls threw.
    ///
    /// - Parameters:
    ///   - operation: The operation.
    ///   - context: Where it runs.
    ///   - isValid: Whether the reference accepted it; a reorder the storage rejects is not shown
    ///     by the table either.
    @discardableResult
    func perform(_ operation: FuzzOperation, in context: OperationContext = .topLevel, isValid: Bool = true) -> [String] {
        var errors: [String] = []
        func attempt(_ call: () throws -> Void) {
            do { try call() } catch { errors.append(ExpectedOutcome.comparableDescription(of: error)) }
        }
        switch operation {
        case let .addItems(items, section, single):
            if single, let item = items.first { storage.addItem(item, toSection: section) } else { storage.addItems(items, toSection: section) }
        case let .insertItems(items, indexPath, single):
            if single, let item = items.first {
                attempt { try storage.insertItem(item, to: indexPath) }
            } else {
                attempt { try storage.insertItems(items, at: indexPath) }
            }
        case let .insertItemsAtIndexPaths(items, indexPaths):
            storage.insertItems(items, to: indexPaths)
        case let .insertSection(spec, index):
            storage.insertSection(spec.makeSection(), atIndex: index)
        case let .reloadItem(item):
            storage.reloadItem(item)
        case let .replaceItem(item, replacement):
            attempt { try storage.replaceItem(item, with: replacement) }
        case let .removeItem(item):
            attempt { try storage.removeItem(item) }
        case let .removeItems(items):
            storage.removeItems(items)
        case let .removeItemsAt(indexPaths):
            storage.removeItems(at: indexPaths)
        case let .removeItemsFromSection(section):
            storage.removeItems(fromSection: section)
        case let .deleteSections(indexes):
            storage.deleteSections(IndexSet(indexes))
        case let .moveSection(source, destination):
            storage.moveSection(source, toSection: destination)
        case let .moveItem(source, destination):
            storage.moveItem(at: source, to: destination)
        case let .moveItemWithoutAnimation(source, destination):
            if context == .topLevel, isValid {
                userMovesRow(from: source, to: destination, errors: &errors)
            } else {
                // The table refuses an invalid reorder, so that one is called directly. Inside a
                // batch the storage reloads; inside updateWithoutAnimations the block's reload
                // shows the move.
                storage.moveItemWithoutAnimation(from: source, to: destination)
            }
        case let .setItems(items, section):
            storage.setItems(items, forSection: section)
        case let .setItemsForAllSections(items):
            storage.setItemsForAllSections(items)
        case let .setItemsAnimated(items, section):
            storage.setItems(items, forSection: section, animated: true)
        case let .setItemsForAllSectionsAnimated(items):
            storage.setItemsForAllSections(items, animated: true)
        case let .setSection(spec, section):
            storage.setSection(spec.makeSection(), forSection: section)
        case let .assignSections(specs):
            storage.sections = specs.map { $0.makeSection() }
        case .removeAllItems:
            storage.removeAllItems()
        case let .performUpdates(operations):
            storage.performUpdates {
                for inner in operations { errors += perform(inner, in: context == .topLevel ? .batch : context) }
            }
        case let .updateWithoutAnimations(operations):
            storage.updateWithoutAnimations {
                for inner in operations { errors += perform(inner, in: .withoutAnimations) }
            }
            tableView.reloadData()
        }
        return errors
    }

    /// The user drags a row from `source` to `destination`: the row is scrolled into view first,
    /// since only rows on screen can be touched, then the table moves the row and the manager's
    /// move event updates the storage.
    private func userMovesRow(from source: IndexPath, to destination: IndexPath, errors: inout [String]) {
        tableView.scrollToRow(at: source, at: .none, animated: false)
        do {
            if try tableView.simulateMove(from: source, to: destination) != destination {
                errors.append("the table refused to move \(source) to \(destination)")
            }
        } catch {
            errors.append("\(error)")
        }
    }
}

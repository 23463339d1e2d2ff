import DTModelStorage

// A cell file as two of eight real apps write them: it imports DTModelStorage alone and uses
// UIKit, which DTModelStorage re-exports (CocoaPods' umbrella header does the same for upstream).

/// A cell showing a count, configured through `ModelTransfer`.
final class BadgeCell: UITableViewCell, ModelTransfer {
    private(set) var shownCount = 0

    func update(with model: Int) {
        shownCount = model
        textLabel?.text = "\(model) new"
        accessoryType = model > 0 ? .disclosureIndicator : .none
    }
}

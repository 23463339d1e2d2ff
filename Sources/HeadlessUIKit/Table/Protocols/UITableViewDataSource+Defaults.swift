import Foundation

// Default implementations stand in for UIKit's unimplemented optional methods: each reports its
// method to `UnimplementedMethod` and returns UIKit's default value.
extension UITableViewDataSource {
    /// Not implemented: reports ``TableViewMethod/numberOfSections`` and returns 1.
    public func numberOfSections(in tableView: UITableView) -> Int {
        UnimplementedMethod.reached(.numberOfSections)
        return 1
    }

    /// Not implemented: reports ``TableViewMethod/titleForHeaderInSection`` and returns `nil`.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        UnimplementedMethod.reached(.titleForHeaderInSection)
        return nil
    }

    /// Not implemented: reports ``TableViewMethod/titleForFooterInSection`` and returns `nil`.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        UnimplementedMethod.reached(.titleForFooterInSection)
        return nil
    }

    /// Not implemented: reports ``TableViewMethod/canEditRowAt`` and returns `true`.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        UnimplementedMethod.reached(.canEditRowAt)
        return true
    }

    /// Not implemented: reports ``TableViewMethod/canMoveRowAt`` and returns `false`; the table
    /// view decides from whether `tableView(_:moveRowAt:to:)` is implemented.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        UnimplementedMethod.reached(.canMoveRowAt)
        return false
    }

    /// Not implemented: reports ``TableViewMethod/sectionIndexTitles`` and returns `nil`.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        UnimplementedMethod.reached(.sectionIndexTitles)
        return nil
    }

    /// Not implemented: reports ``TableViewMethod/sectionForSectionIndexTitle`` and returns
    /// `index`.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        UnimplementedMethod.reached(.sectionForSectionIndexTitle)
        return index
    }

    /// Not implemented: reports ``TableViewMethod/commitEditingStyleForRowAt``.
    public func tableView(
        _ tableView: UITableView,
        commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        UnimplementedMethod.reached(.commitEditingStyleForRowAt)
    }

    /// Not implemented: reports ``TableViewMethod/moveRowAt``.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        UnimplementedMethod.reached(.moveRowAt)
    }
}

import Foundation

// Default implementations stand in for UIKit's unimplemented optional methods: each reports its
// method to `HeadlessUnimplementedMethod` and returns UIKit's default value.
extension UITableViewDataSource {
    /// Not implemented: reports ``HeadlessTableViewMethod/numberOfSections`` and returns 1.
    public func numberOfSections(in tableView: UITableView) -> Int {
        HeadlessUnimplementedMethod.reached(.numberOfSections)
        return 1
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/titleForHeaderInSection`` and returns `nil`.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        HeadlessUnimplementedMethod.reached(.titleForHeaderInSection)
        return nil
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/titleForFooterInSection`` and returns `nil`.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        HeadlessUnimplementedMethod.reached(.titleForFooterInSection)
        return nil
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/canEditRowAt`` and returns `true`.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached(.canEditRowAt)
        return true
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/canMoveRowAt`` and returns `false`; the table
    /// view decides from whether `tableView(_:moveRowAt:to:)` is implemented.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached(.canMoveRowAt)
        return false
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/sectionIndexTitles`` and returns `nil`.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        HeadlessUnimplementedMethod.reached(.sectionIndexTitles)
        return nil
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/sectionForSectionIndexTitle`` and returns
    /// `index`.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        HeadlessUnimplementedMethod.reached(.sectionForSectionIndexTitle)
        return index
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/commitEditingStyleForRowAt``.
    public func tableView(
        _ tableView: UITableView,
        commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        HeadlessUnimplementedMethod.reached(.commitEditingStyleForRowAt)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/moveRowAt``.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached(.moveRowAt)
    }
}

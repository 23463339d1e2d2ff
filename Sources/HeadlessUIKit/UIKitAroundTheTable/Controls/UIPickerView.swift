import Foundation

/// A view of spinning wheels, one per component, each listing rows: a form's choice among a few
/// values.
///
/// Headless: the rows are asked of the data source and the titles of the delegate when a test
/// reads them; the user's choice is ``simulateSelectRow(_:inComponent:)``, which tells the
/// delegate `didSelectRow` as a user's spin does. ``selectRow(_:inComponent:animated:)`` in code
/// tells nobody, as in UIKit.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The object that gives the number of components and rows.
    open weak var dataSource: UIPickerViewDataSource?
    /// The object that gives titles and views and is told about selection.
    open weak var delegate: UIPickerViewDelegate?
    /// Whether the selection indicator shows; no effect since iOS 7.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "This property has no effect on iOS 7 and later.")
    open var showsSelectionIndicator: Bool = false

    private var selectedRows: [Int: Int] = [:]

    /// The number of components, from the data source.
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    /// The number of rows of a component, from the data source.
    ///
    /// - Parameter component: The component.
    /// - Returns: The number of rows.
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    /// The size of a component's rows: the delegate's width and height, else an equal share of
    /// the width and 32 points (a default not confirmed on a device).
    ///
    /// - Parameter component: The component.
    /// - Returns: The size.
    open func rowSize(forComponent component: Int) -> CGSize {
        let share = numberOfComponents > 0 ? bounds.width / CGFloat(numberOfComponents) : 0
        guard let delegate else { return CGSize(width: share, height: 32) }
        let (width, widthImplemented) = HeadlessUnimplementedMethod.detect { delegate.pickerView(self, widthForComponent: component) }
        let (height, heightImplemented) = HeadlessUnimplementedMethod.detect { delegate.pickerView(self, rowHeightForComponent: component) }
        return CGSize(width: widthImplemented ? width : share, height: heightImplemented ? height : 32)
    }

    /// The view showing a row: the delegate's view, else a label with its title or attributed
    /// title; `nil` for a row that does not exist.
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - component: The component.
    /// - Returns: The view.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard (0..<numberOfComponents).contains(component), (0..<numberOfRows(inComponent: component)).contains(row) else {
            return nil
        }
        if let delegate {
            let (view, implemented) = HeadlessUnimplementedMethod.detect {
                delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
            }
            if implemented { return view }
        }
        let label = UILabel()
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    /// Asks the data source and delegate again for every component; keeps selections that still
    /// exist.
    open func reloadAllComponents() {
        for component in selectedRows.keys { clampSelection(inComponent: component) }
    }

    /// Asks the data source and delegate again for one component.
    ///
    /// - Parameter component: The component.
    open func reloadComponent(_ component: Int) {
        clampSelection(inComponent: component)
    }

    /// Selects a row without telling the delegate.
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - component: The component.
    ///   - animated: Ignored headlessly.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selectedRows[component] = row
        clampSelection(inComponent: component)
    }

    /// The selected row of a component: 0 by default, -1 when the component has no rows.
    ///
    /// - Parameter component: The component.
    /// - Returns: The selected row.
    open func selectedRow(inComponent component: Int) -> Int {
        numberOfRows(inComponent: component) == 0 ? -1 : selectedRows[component] ?? 0
    }

    /// Simulates the user spinning a component to a row (HeadlessUIKit-only): selects it and
    /// tells the delegate `pickerView(_:didSelectRow:inComponent:)`.
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - component: The component.
    /// - Returns: Whether the row exists and the picker is interactive (then the delegate was told).
    @discardableResult
    public func simulateSelectRow(_ row: Int, inComponent component: Int) -> Bool {
        guard isUserInteractionEnabled, !isHidden, (0..<numberOfComponents).contains(component),
              (0..<numberOfRows(inComponent: component)).contains(row)
        else { return false }
        selectedRows[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
        return true
    }

    /// The title a row shows, from the delegate's title or attributed title (HeadlessUIKit-only).
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - component: The component.
    /// - Returns: The title, or `nil`.
    public func headlessTitle(forRow row: Int, forComponent component: Int) -> String? {
        let view = view(forRow: row, forComponent: component)
        return (view as? UILabel)?.text
    }

    private func clampSelection(inComponent component: Int) {
        guard let row = selectedRows[component] else { return }
        selectedRows[component] = min(max(row, 0), max(numberOfRows(inComponent: component) - 1, 0))
    }
}

/// The object that tells a picker view how many components and rows it has.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// The number of components (wheels).
    ///
    /// - Parameter pickerView: The picker.
    /// - Returns: The number of components.
    func numberOfComponents(in pickerView: UIPickerView) -> Int

    /// The number of rows of a component.
    ///
    /// - Parameters:
    ///   - pickerView: The picker.
    ///   - component: The component.
    /// - Returns: The number of rows.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The object that gives a picker view its titles and views and is told about selection.
///
/// Every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// The width of a component.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of a component's rows.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The attributed title of a row; preferred over the plain title.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view of a row; preferred over the titles.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// Called when the user selected a row.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// Not implemented: the picker shares its width among the components.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        HeadlessUnimplementedMethod.reached()
        return 0
    }

    /// Not implemented: the picker uses its standard row height.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        HeadlessUnimplementedMethod.reached()
        return 0
    }

    /// No title: the method is optional.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }

    /// No attributed title: the method is optional.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }

    /// Not implemented: the picker shows a label with the row's title.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        HeadlessUnimplementedMethod.reached()
        return UIView()
    }

    /// Does nothing: the method is optional.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

import Expectations
import Testing
import UIKit

// The sizes UIKit gives controls of a fixed size, as an iOS screen relies on them: a spinner in
// a loading footer, a switch as a cell's accessory view, a search bar as a table header.

@MainActor @Suite struct ControlSizeTests {
    @Test func spinnerIsSizedForItsStyle() {
        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)

        expectEqual(medium.frame.size, CGSize(width: 20, height: 20))
        expectEqual(large.frame.size, CGSize(width: 37, height: 37))
        expectEqual(medium.intrinsicContentSize, CGSize(width: 20, height: 20))

        medium.style = .large
        expectEqual(medium.intrinsicContentSize, CGSize(width: 37, height: 37))
        expectEqual(UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)).frame.size, CGSize(width: 50, height: 50))
    }

    @Test func spinnerCenteredInAFooterGivesTheFooterItsHeight() {
        let footer = UIView()
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.translatesAutoresizingMaskIntoConstraints = false
        footer.addSubview(spinner)
        NSLayoutConstraint.activate([
            spinner.topAnchor.constraint(equalTo: footer.topAnchor, constant: 12),
            spinner.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: -12),
            spinner.centerXAnchor.constraint(equalTo: footer.centerXAnchor),
        ])

        let size = footer.systemLayoutSizeFitting(
            CGSize(width: 390, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        footer.frame = CGRect(origin: .zero, size: size)
        footer.layoutIfNeeded()

        expectEqual(size, CGSize(width: 390, height: 44))
        expectEqual(spinner.frame, CGRect(x: 185, y: 12, width: 20, height: 20))
    }

    @Test func switchTakesItsOwnSizeWhateverTheFrame() {
        expectEqual(UISwitch().frame.size, CGSize(width: 51, height: 31))
        expectEqual(UISwitch(frame: CGRect(x: 4, y: 5, width: 200, height: 100)).frame, CGRect(x: 4, y: 5, width: 51, height: 31))
    }

    @Test func searchBarIs56PointsTallAndKeepsItsWidth() {
        let bar = UISearchBar()
        expectEqual(bar.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 56))
        expectEqual(bar.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height, 56)

        bar.frame = CGRect(x: 0, y: 0, width: 320, height: 0)
        bar.sizeToFit()
        expectEqual(bar.frame.size, CGSize(width: 320, height: 56))
    }

    @Test func searchBarSizedToFitIsATableHeaderOfItsHeight() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        let bar = UISearchBar()
        bar.sizeToFit()
        table.tableHeaderView = bar
        table.layoutIfNeeded()

        expectEqual(bar.frame, CGRect(x: 0, y: 0, width: 390, height: 56))
        #expect(table.contentSize.height >= 56)
    }
}

import HeadlessUIKit

/// An object adopting all six table protocols: data source, delegate (with the scroll-view
/// delegate it refines), prefetching data source, drag delegate and drop delegate.
public typealias EveryTableProtocol = UITableViewDataSource & UITableViewDelegate & UITableViewDataSourcePrefetching
    & UITableViewDragDelegate & UITableViewDropDelegate

import DTTableViewManager

/// A view that says in one line what it displays, for the showcase's text picture of the table.
///
/// Views without this conformance are described by their `textLabel`.
@MainActor
protocol TextPictureDescribing {
    /// What the view displays, in one line.
    var textPictureContent: String { get }
}

import Foundation

/// The shared base of the objects the manager installs as the table's data source and delegates.
///
/// Each subclass implements one UIKit protocol, answers from the manager's storage and mappings,
/// and forwards what it does not handle to the owner. Which methods an object reports as
/// implemented is decided in one place, from the events registered with the manager; the table
/// asks again whenever an event is registered, because the manager then re-assigns the object.
/// Subclass the concrete objects, not this class.
@preconcurrency @MainActor
open class DTTableViewDelegateWrapper: NSObject {
    // nonisolated(unsafe): written once, in `init`; the Objective-C overrides `responds(to:)` and
    // `forwardingTarget(for:)`, which cannot be main-actor isolated, read it on the main thread,
    // where UIKit calls them (see `EventMethodSignature+Selector.swift`).
    /// The owner, to which unhandled methods are forwarded.
    nonisolated(unsafe) weak var delegate: AnyObject?
    /// The manager this object works for.
    weak var manager: DTTableViewManager?

    /// Creates an object working for `tableViewManager` and forwarding to `delegate`.
    ///
    /// - Parameters:
    ///   - delegate: The owner to forward unhandled methods to.
    ///   - tableViewManager: The manager whose storage and mappings answer the table.
    public init(delegate: AnyObject?, tableViewManager: DTTableViewManager) {
        self.delegate = delegate
        self.manager = tableViewManager
        super.init()
    }

    var tableView: UITableView? { manager?.tableView }
    var viewFactory: TableViewFactory? {
        guard let manager, manager.isManagingTableView else { return nil }
        return manager.viewFactory
    }
    var storage: Storage? { manager?.storage }
    var configuration: TableViewConfiguration? { manager?.configuration }

    /// Unwraps row, header and footer models, remembering which model types are not optionals.
    final let modelUnwrapper = ModelUnwrapper()

    /// Event reactions that are not tied to a mapping, such as section index titles; the first
    /// one registered for each event. See `DTTableViewDelegateWrapper+Events.swift`.
    final var unmappedReactions: [EventMethodSignature: EventReaction] = [:] {
        didSet { delegateWasReset() }
    }

    /// Calls a method on the owner as `Owner`, returning `nil` when the owner does not adopt
    /// `Owner` or does not implement the method.
    ///
    /// - Parameters:
    ///   - ownerProtocol: The protocol declaring the method.
    ///   - call: Calls the method through one of the owner-call functions
    ///     (`OwnerCalls+UIKit.swift`, `OwnerCalls+Headless.swift`), which answer `nil` when the
    ///     owner does not implement it.
    /// - Returns: The owner's answer, or `nil` when there is none.
    final func forwarded<Owner, Result>(to ownerProtocol: Owner.Type, _ call: (Owner) -> Result?) -> Result? {
        let key = ObjectIdentifier(ownerProtocol)
        if protocolsOwnerLacks.contains(key) { return nil }
        guard let owner = delegate as? Owner else {
            if delegate != nil { protocolsOwnerLacks.append(key) }
            return nil
        }
        return call(owner)
    }

    /// The protocols ``forwarded(to:_:)`` found the owner not to adopt. The owner is set once, so
    /// each protocol is looked up once: the table asks for heights and views many times per
    /// layout, and an owner that adopts none of them, as most do, then costs no cast each time.
    private final var protocolsOwnerLacks: [ObjectIdentifier] = []

    /// Re-assigns this object to its table property so the table asks again which methods it
    /// implements. Subclasses re-assign the property they occupy.
    func delegateWasReset() {}

    /// Events this object answers from storage and configuration alone, without a reaction or
    /// the owner. Subclasses override.
    ///
    /// - Parameter event: An event of the protocol this object occupies.
    /// - Returns: `true` if the object answers the event's method regardless of reactions.
    func answersWithoutOwner(_ event: EventMethodSignature) -> Bool { false }

    // MARK: - Section headers and footers

    /// Whether the header of `section` is shown, given ``TableViewConfiguration/displayHeaderOnEmptySection``.
    func shouldDisplayHeaderView(forSection section: Int) -> Bool {
        guard let manager else { return false }
        return shouldDisplaySupplementary(header: true, section: section, configuration: manager.configuration, storage: manager.storage)
    }

    /// Whether the footer of `section` is shown, given ``TableViewConfiguration/displayFooterOnEmptySection``.
    func shouldDisplayFooterView(forSection section: Int) -> Bool {
        guard let manager else { return false }
        return shouldDisplaySupplementary(header: false, section: section, configuration: manager.configuration, storage: manager.storage)
    }

    /// Whether the header (or footer) of `section` in `storage` is shown under `configuration`:
    /// always when it is displayed on empty sections, otherwise when the section has items.
    final func shouldDisplaySupplementary(
        header: Bool, section: Int, configuration: TableViewConfiguration, storage: Storage
    ) -> Bool {
        let displayedWhenEmpty = header ? configuration.displayHeaderOnEmptySection : configuration.displayFooterOnEmptySection
        return displayedWhenEmpty || storage.numberOfItems(inSection: section) > 0
    }

    /// The header model of `section`, unwrapped from optionals; `nil` when there is none or the
    /// header is hidden for an empty section.
    final func headerModel(forSection section: Int) -> Any? {
        displayedSupplementaryModel(header: true, section: section)
    }

    /// The footer model of `section`, unwrapped from optionals; `nil` when there is none or the
    /// footer is hidden for an empty section.
    final func footerModel(forSection section: Int) -> Any? {
        displayedSupplementaryModel(header: false, section: section)
    }

    /// ``headerModel(forSection:)`` or ``footerModel(forSection:)``. The table asks for them for
    /// every section each time it lays out its sections, so the manager's storage and
    /// configuration are read once.
    private func displayedSupplementaryModel(header: Bool, section: Int) -> Any? {
        guard let manager else { return nil }
        let storage = manager.storage
        guard shouldDisplaySupplementary(header: header, section: section, configuration: manager.configuration, storage: storage)
        else { return nil }
        return supplementaryModel(header: header, section: section, in: storage)
    }

    /// The header (or footer) model `storage` holds for `section`, unwrapped from optionals,
    /// whether or not the section shows it; `nil` when there is none.
    final func supplementaryModel(header: Bool, section: Int, in storage: Storage) -> Any? {
        guard let storage = storage as? SupplementaryStorage,
              let model = header ? storage.headerModel(forSection: section) : storage.footerModel(forSection: section)
        else { return nil }
        return modelUnwrapper.unwrap(model)
    }
}

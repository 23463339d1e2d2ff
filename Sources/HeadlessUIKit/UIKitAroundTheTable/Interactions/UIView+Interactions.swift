import Foundation

extension UIView {
    /// The interactions added to the view, in the order they were added.
    ///
    /// Setting it removes the interactions not in the new list and adds the new ones.
    public var interactions: [UIInteraction] {
        get { storedInteractions }
        set {
            for old in storedInteractions where !newValue.contains(where: { $0 === old }) {
                removeInteraction(old)
            }
            for new in newValue where !storedInteractions.contains(where: { $0 === new }) {
                addInteraction(new)
            }
        }
    }

    /// Adds an interaction to the view, telling it `willMove(to:)` and `didMove(to:)` with the
    /// view; an interaction on another view is removed from it first.
    ///
    /// - Parameter interaction: The interaction.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction from the view, telling it `willMove(to:)` and `didMove(to:)` with
    /// `nil`; does nothing for an interaction the view does not have.
    ///
    /// - Parameter interaction: The interaction.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }
}

// The detail: the selected planet's name and moons, or a prompt when none is selected.
import UIKit

final class PlanetDetailViewController: UIViewController {
    let planet: Planet?
    let nameLabel = UILabel()
    let moonsLabel = UILabel()

    init(planet: Planet?) {
        self.planet = planet
        super.init(nibName: nil, bundle: nil)
        title = planet?.name ?? "No Selection"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .largeTitle)
        nameLabel.text = planet?.name ?? "Select a planet"
        moonsLabel.text = planet.map { "Moons: \($0.moons)" }
        let stack = UIStackView(arrangedSubviews: [nameLabel, moonsLabel])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

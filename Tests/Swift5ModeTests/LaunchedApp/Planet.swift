// The model of the master–detail app.
import Foundation

struct Planet: Equatable {
    let name: String
    let moons: Int

    static let solarSystem = [
        Planet(name: "Mercury", moons: 0),
        Planet(name: "Venus", moons: 0),
        Planet(name: "Earth", moons: 1),
        Planet(name: "Mars", moons: 2),
    ]
}

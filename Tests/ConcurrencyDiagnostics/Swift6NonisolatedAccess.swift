// Swift 6 language mode: misuse of the main-actor API is still diagnosed.
//
// The package marks its UIKit-facing API `@preconcurrency @MainActor`, which is how Apple's UIKit
// is imported from Objective-C: Swift 5-mode code written before Swift concurrency compiles (see
// Tests/Swift5ModeTests), and Swift 6-mode code is still told about every access from outside
// the main actor. As with Apple's UIKit, a synchronous access from nonisolated code is a warning
// in Swift 6 mode, and an access from another concurrency domain (a detached task) is an error.
//
// Checked by .ci/check-concurrency-diagnostics with the compiler's `-verify` mode: each
// `expected-…` annotation must be produced, and nothing else in this file may be.
import UIKit
import DTTableViewManager

final class Screen: DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: .zero, style: .plain)
}

func reloadFromAnywhere(_ table: UITableView) { // expected-note {{add '@MainActor' to make global function 'reloadFromAnywhere' part of global actor 'MainActor'}}
    table.reloadData() // expected-warning {{call to main actor-isolated instance method 'reloadData()' in a synchronous nonisolated context}}
}

func readManagerFromAnywhere(_ screen: Screen) { // expected-note {{add '@MainActor' to make global function 'readManagerFromAnywhere' part of global actor 'MainActor'}}
    _ = screen.manager // expected-warning {{main actor-isolated property 'manager' can not be referenced from a nonisolated context}}
}

func storageFromAnywhere(_ manager: DTTableViewManager) { // expected-note {{add '@MainActor' to make global function 'storageFromAnywhere' part of global actor 'MainActor'}}
    manager.memoryStorage.setItems([1, 2]) // expected-warning {{main actor-isolated property 'memoryStorage' can not be referenced from a nonisolated context}}
}

@MainActor func reloadOnTheMainActor(_ screen: Screen) {
    screen.tableView.reloadData()
    screen.manager.memoryStorage.setItems([1, 2])
}

func reloadInADetachedTask(_ screen: Screen) {
    Task.detached {
        screen.tableView.reloadData() // expected-error {{main actor-isolated instance method 'reloadData()' cannot be called from outside of the actor}}
    }
}

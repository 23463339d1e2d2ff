import Expectations
import Foundation
import Testing
import UIKit

// A screen that schedules a `Timer` in main-actor code, as a countdown or a periodic refresh
// does. Under `swift test` on Linux the main actor runs on a worker thread, not the main thread,
// so the timer goes to that thread's run loop, which nothing turns while a test awaits. README
// ("What needs an edit") gives the recipe these tests follow.

/// Counts down once a second from a number of seconds.
final class CountdownViewController: UIViewController {
    let label = UILabel()
    private(set) var remaining: Int
    private let interval: TimeInterval
    private var timer: Timer?

    init(seconds: Int, interval: TimeInterval = 1) {
        remaining = seconds
        self.interval = interval
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        label.text = "\(remaining)"
        timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
    }

    private func tick() {
        remaining -= 1
        label.text = "\(remaining)"
        if remaining == 0 { timer?.invalidate() }
    }
}

@MainActor @Suite struct ScreenTimerTests {
    /// Turns the current thread's run loop until `done` holds or five seconds passed.
    private func turnRunLoop(until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(5)
        while !done(), Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
    }

    @Test func timerScheduledByTheScreenFiresWhenTheSameSynchronousTestTurnsTheRunLoop() {
        let screen = CountdownViewController(seconds: 3, interval: 0.01)
        screen.loadViewIfNeeded()
        expectEqual(screen.label.text, "3")

        turnRunLoop { screen.remaining == 0 }

        expectEqual(screen.remaining, 0)
        expectEqual(screen.label.text, "0")
    }
}

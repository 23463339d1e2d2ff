import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Which simulated touches reach a recognizer, as UIKit decides before the recognizer sees a
/// touch: its allowed touch types, then its delegate's `shouldReceive` for the event and for the
/// touch, and only then `gestureRecognizerShouldBegin(_:)`. A hover is no touch.
@MainActor @Suite struct GestureTouchFilteringTests {
    /// The delegate apps give a keyboard-dismissing tap so that it does not take taps meant for
    /// buttons or rows: it hides touches on controls and inside cells.
    final class KeepsOffControlsAndCells: NSObject, UIGestureRecognizerDelegate {
        var acceptsEvents = true
        private(set) var asked: [String] = []

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
            asked.append("event with \(event.touches(for: gestureRecognizer)?.count ?? -1) touch")
            return acceptsEvents
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            asked.append("touch on \(touch.view.map { "\(type(of: $0))" } ?? "nothing")")
            var view = touch.view
            while let current = view {
                if current is UIControl || current is UITableViewCell { return false }
                view = current.superview
            }
            return true
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked.append("should begin")
            return true
        }
    }

    @Test func theDelegateSeesTheHitSubviewAndKeepsTheTapOffAButton() {
        let form = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        form.addSubview(button)
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        let delegate = KeepsOffControlsAndCells()
        tap.delegate = delegate
        form.addGestureRecognizer(tap)
        // A touch on the button is delivered to the recognizers of the views around it.
        let touchOnButton = UITouch(headlessLocation: .zero, in: button)
        #expect(touchOnButton.gestureRecognizers?.count == 1 && touchOnButton.gestureRecognizers?.first === tap)

        #expect(!tap.simulateRecognition(at: CGPoint(x: 50, y: 20)))
        expectEqual(taps, 0)
        expectEqual(tap.state, .possible)
        expectEqual(delegate.asked, ["event with 1 touch", "touch on UIButton"])

        #expect(tap.simulateRecognition(at: CGPoint(x: 150, y: 200)))
        expectEqual(taps, 1)
        expectEqual(delegate.asked.dropFirst(2), ["event with 1 touch", "touch on UIView", "should begin"])
    }

    @Test func aRefusedEventHidesItsTouchFromTheDelegateAndTheRecognizer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        let delegate = KeepsOffControlsAndCells()
        delegate.acceptsEvents = false
        tap.delegate = delegate
        view.addGestureRecognizer(tap)

        #expect(!tap.simulateRecognition())
        expectEqual(taps, 0)
        expectEqual(delegate.asked, ["event with 1 touch"])
    }

    @Test func aTapOnTheTableDismissesTheKeyboardOnlyOutsideItsRows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UITableViewController(style: .plain)
        let rows = RowsDataSource(count: 2)
        controller.tableView.dataSource = rows
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.tableView.layoutIfNeeded()
        var dismissals = 0
        let tap = UITapGestureRecognizer { _ in dismissals += 1 }
        let delegate = KeepsOffControlsAndCells()
        tap.delegate = delegate
        controller.tableView.addGestureRecognizer(tap)

        let firstRow = controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(!tap.simulateRecognition(at: CGPoint(x: firstRow.midX, y: firstRow.midY)))
        let belowRows = controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).maxY + 40
        #expect(tap.simulateRecognition(at: CGPoint(x: 10, y: belowRows)))
        expectEqual(dismissals, 1)
    }

    @Test func aRecognizerThatAllowsOnlyThePencilIgnoresAFinger() {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var strokes = 0
        let pan = UIPanGestureRecognizer { _ in strokes += 1 }
        canvas.addGestureRecognizer(pan)
        expectEqual(pan.allowedTouchTypes.map(\.intValue), [0, 1, 2, 3])
        pan.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]

        #expect(!pan.simulatePan(translation: CGPoint(x: 30, y: 0)))
        expectEqual(strokes, 0)
        pan.allowedTouchTypes.append(NSNumber(value: UITouch.TouchType.direct.rawValue))
        #expect(pan.simulatePan(translation: CGPoint(x: 30, y: 0)))
        expectEqual(strokes, 3)
    }

    @Test func aHoverIsNoTouchAndGoesThroughItsThreeStates() {
        let link = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        var states: [UIGestureRecognizer.State] = []
        let hover = UIHoverGestureRecognizer { states.append($0.state) }
        let delegate = KeepsOffControlsAndCells()
        delegate.acceptsEvents = false
        hover.delegate = delegate
        hover.allowedTouchTypes = []
        link.addGestureRecognizer(hover)

        #expect(hover.simulateRecognition(at: CGPoint(x: 60, y: 15)))
        expectEqual(states, [.began, .changed, .ended])
        expectEqual(delegate.asked, ["should begin"])
        expectEqual(hover.zOffset, 0)
    }

    @Test func pointerPropertiesStartAsUIKitDocumentsThem() {
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        expectEqual(tap.buttonMaskRequired, .primary)
        expectEqual(tap.allowedPressTypes.map(\.intValue), [UIPress.PressType.select.rawValue])
        #expect(tap.requiresExclusiveTouchType)
        expectEqual(tap.modifierFlags, [])
        expectEqual(tap.buttonMask, [])
        expectEqual(UIPanGestureRecognizer(target: nil, action: nil).allowedScrollTypesMask, [])
        expectEqual(UIEvent.ButtonMask.button(2), .secondary)
        expectEqual(UIScrollTypeMask.all, [.discrete, .continuous])
        expectEqual(UIKeyModifierFlags.command.rawValue, 1 << 20)
    }
}

/// Rows titled by number, for a table that only needs cells.
private final class RowsDataSource: NSObject, UITableViewDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

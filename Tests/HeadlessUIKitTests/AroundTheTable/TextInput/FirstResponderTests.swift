import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct FirstResponderTests {
    @Test func plainRespondersAndViewsCannotBecomeFirstResponder() {
        let view = UIView(frame: .zero)

        #expect(!view.canBecomeFirstResponder)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        #expect(view.canResignFirstResponder)
    }

    @Test func tappingAnotherFieldMovesFirstResponderInUIKitOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let name = UITextField(frame: .zero)
        let email = UITextField(frame: .zero)
        root.addSubview(name)
        root.addSubview(email)
        var log: [String] = []
        let nameRecorder = TextInputRecorder()
        let emailRecorder = TextInputRecorder()
        name.delegate = nameRecorder
        email.delegate = emailRecorder
        name.simulateTap()
        _ = nameRecorder.takeLog()

        email.simulateTap()
        log = nameRecorder.takeLog().map { "name \($0)" } + emailRecorder.takeLog().map { "email \($0)" }

        #expect(!name.isFirstResponder && !name.isEditing)
        #expect(email.isFirstResponder)
        expectEqual(log, ["name shouldEnd", "name didEnd committed", "email shouldBegin", "email didBegin"])
    }

    @Test func aFieldThatRefusesToEndKeepsFirstResponder() {
        let root = UIView(frame: .zero)
        let first = UITextField(frame: .zero)
        let second = UITextField(frame: .zero)
        root.addSubview(first)
        root.addSubview(second)
        let recorder = TextInputRecorder()
        recorder.allowsEnd = false
        first.delegate = recorder
        first.simulateTap()

        second.simulateTap()

        #expect(first.isFirstResponder)
        #expect(!second.isFirstResponder)
    }

    @Test func separateHierarchiesHaveTheirOwnFirstResponder() {
        let first = UITextField(frame: .zero)
        let second = UITextField(frame: .zero)

        first.becomeFirstResponder()
        second.becomeFirstResponder()

        #expect(first.isFirstResponder && second.isFirstResponder)
    }

    @Test func endEditingForcesResignationPastARefusingDelegate() {
        let root = UIView(frame: .zero)
        let field = UITextField(frame: .zero)
        root.addSubview(field)
        let recorder = TextInputRecorder()
        recorder.allowsEnd = false
        field.delegate = recorder
        field.simulateTap()
        _ = recorder.takeLog()

        #expect(!root.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(root.endEditing(true))

        #expect(!field.isFirstResponder)
        expectEqual(recorder.takeLog(), ["shouldEnd", "didEnd committed"])
    }

    @Test func leavingTheWindowEndsEditing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: window.bounds)
        let field = UITextField(frame: .zero)
        window.addSubview(container)
        container.addSubview(field)
        field.becomeFirstResponder()

        container.removeFromSuperview()

        #expect(!field.isFirstResponder)
    }

    @Test func nextFollowsViewsToTheirControllerAndSuperview() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        let field = UITextField(frame: .zero)
        controller.view.addSubview(field)

        expectIdentical(field.next, controller.view)
        expectIdentical(controller.view.next, controller)
        expectIdentical(controller.next, window)
        expectNil(window.next)
    }
}

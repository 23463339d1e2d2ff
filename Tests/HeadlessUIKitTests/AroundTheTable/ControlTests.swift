import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Records which control events reached a control's actions, in order.
@MainActor
final class ControlEventRecorder {
    private(set) var events: [String] = []

    func watch(_ control: UIControl, _ names: [(String, UIControl.Event)]) {
        for (name, event) in names {
            control.addAction(UIAction { [unowned self] _ in self.events.append(name) }, for: event)
        }
    }
}

/// A target with an action method, as UIKit code registers with `#selector`.
final class BuyTarget: NSObject {
    func buyTapped(_ sender: Any) {}
}

@MainActor @Suite struct ControlTests {
    @Test func leadingAndTrailingAlignmentsFollowTheLayoutDirection() {
        let control = UIControl()
        control.contentHorizontalAlignment = .leading
        expectEqual(control.effectiveContentHorizontalAlignment, .left)
        control.semanticContentAttribute = .forceRightToLeft
        expectEqual(control.effectiveContentHorizontalAlignment, .right)
        control.contentHorizontalAlignment = .trailing
        expectEqual(control.effectiveContentHorizontalAlignment, .left)
        control.contentHorizontalAlignment = .fill
        expectEqual(control.effectiveContentHorizontalAlignment, .fill)
    }

    @Test func eventHandlersAreEnumeratedInRegistrationOrderUntilStopped() {
        final class Target: NSObject {}
        let control = UIControl()
        let target = Target()
        let save = UIAction(title: "Save") { _ in }
        control.addAction(save, for: .touchUpInside)
        control.addTarget(target, action: Selector("saveTapped:"), for: [.touchUpInside, .touchDown])
        control.addAction(UIAction(title: "Later") { _ in }, for: .valueChanged)

        var seen: [String] = []
        control.enumerateEventHandlers { action, targetAction, events, stop in
            if let action {
                seen.append("action \(action.title) \(events.rawValue)")
            } else if let (handlerTarget, selector) = targetAction {
                seen.append("target \((handlerTarget as AnyObject?) === target) \(selector.name) \(events.rawValue)")
                stop = true
            }
        }
        expectEqual(seen, [
            "action Save \(UIControl.Event.touchUpInside.rawValue)",
            "target true saveTapped: \(UIControl.Event([.touchUpInside, .touchDown]).rawValue)",
        ])
    }

    @Test func aControlInAHiddenTransparentOrNonInteractiveContainerIgnoresTaps() {
        // A user cannot touch a button whose container is hidden, fully transparent or turned
        // off for touches, as UIKit's hit-testing skips such a branch entirely.
        var taps: [String] = []
        func button(_ name: String, in container: UIView) -> UIButton {
            let button = UIButton(type: .system)
            button.addAction(UIAction { _ in taps.append(name) }, for: .touchUpInside)
            let wrapper = UIView()
            wrapper.addSubview(button)
            container.addSubview(wrapper)
            return button
        }
        let screen = UIView()
        let hidden = UIView(), transparent = UIView(), inert = UIView(), shown = UIView()
        hidden.isHidden = true
        transparent.alpha = 0
        inert.isUserInteractionEnabled = false
        for container in [hidden, transparent, inert, shown] { screen.addSubview(container) }
        button("hidden", in: hidden).simulateTap()
        button("transparent", in: transparent).simulateTap()
        button("inert", in: inert).simulateTap()
        button("shown", in: shown).simulateTap()
        expectEqual(taps, ["shown"])

        let stepper = UIStepper()
        inert.addSubview(stepper)
        stepper.simulateTapOnIncrement()
        expectEqual(stepper.value, 0, "a value control in a non-interactive container does not change either")
    }

    @Test func tapSendsTouchDownTouchUpInsideThenPrimaryAction() {
        let button = UIButton(type: .system)
        let recorder = ControlEventRecorder()
        recorder.watch(button, [("primary", .primaryActionTriggered), ("up", .touchUpInside), ("down", .touchDown)])
        var highlightedDuringTouchDown = false
        button.addAction(UIAction { [weak button] _ in highlightedDuringTouchDown = button?.isHighlighted ?? false }, for: .touchDown)

        button.simulateTap()

        expectEqual(recorder.events, ["down", "up", "primary"])
        #expect(highlightedDuringTouchDown)
        #expect(!button.isHighlighted)
    }

    @Test func disabledHiddenOrNonInteractiveControlsIgnoreTaps() {
        let button = UIButton(type: .system)
        let recorder = ControlEventRecorder()
        recorder.watch(button, [("tap", .touchUpInside)])
        button.isEnabled = false
        button.simulateTap()
        button.isEnabled = true
        button.isHidden = true
        button.simulateTap()
        button.isHidden = false
        button.isUserInteractionEnabled = false
        button.simulateTap()
        #expect(recorder.events.isEmpty)
        button.isUserInteractionEnabled = true
        button.simulateTap()
        expectEqual(recorder.events, ["tap"])
    }

    @Test func actionsReceiveTheControlAsSender() {
        let button = UIButton(type: .system)
        var sender: ObjectIdentifier?
        button.addAction(UIAction { action in sender = (action.sender as? UIButton).map(ObjectIdentifier.init) }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        expectEqual(sender, ObjectIdentifier(button))
    }

    @Test func anActionWithARegisteredIdentifierReplacesTheEarlierOne() {
        let control = UIControl()
        var runs: [String] = []
        let identifier = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: identifier) { _ in runs.append("first") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: identifier) { _ in runs.append("second") }, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        expectEqual(runs, ["second", "second"])
    }

    @Test func removingAnActionForSomeEventsKeepsItForTheOthers() {
        let control = UIControl()
        let recorder = ControlEventRecorder()
        let action = UIAction(identifier: UIAction.Identifier("log")) { _ in }
        control.addAction(action, for: [.touchDown, .valueChanged])
        recorder.watch(control, [("changed", .valueChanged)])
        expectEqual(control.allControlEvents, [.touchDown, .valueChanged])
        control.removeAction(action, for: .touchDown)
        expectEqual(control.allControlEvents, [.valueChanged])
        control.removeAction(identifiedBy: UIAction.Identifier("log"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        expectEqual(recorder.events, ["changed"])
        expectEqual(control.allControlEvents, [.valueChanged])
    }

    @Test func targetActionPairsAreRecordedNotInvoked() {
        let button = UIButton(type: .system)
        let target = BuyTarget()
        button.addTarget(target, action: Selector("buyTapped:"), for: .touchUpInside)
        button.addTarget(nil, action: "showHelp:", for: .touchDown)

        button.simulateTap()

        expectEqual(button.headlessUndeliveredActions.map(\.action.name), ["showHelp:", "buyTapped:"])
        expectIdentical(button.headlessUndeliveredActions.last?.target, target)
        expectEqual(button.actions(forTarget: target, forControlEvent: .touchUpInside), ["buyTapped:"])
        expectNil(button.actions(forTarget: target, forControlEvent: .touchDown))
        // Linux's `NSNull()` is not a singleton, so look for one rather than compare sets.
        expectEqual(button.allTargets.count, 2)
        #expect(button.allTargets.contains(AnyHashable(target)))
        #expect(button.allTargets.contains { $0.base is NSNull })
        button.removeTarget(target, action: nil, for: .allEvents)
        #expect(button.allTargets.count == 1 && button.allTargets.first?.base is NSNull)
    }

    @Test func controlStateFollowsItsFlags() {
        let control = UIControl()
        expectEqual(control.state, .normal)
        control.isSelected = true
        control.isEnabled = false
        expectEqual(control.state, [.selected, .disabled])
    }

    @Test func primaryActionControlRunsItForPrimaryActionTriggered() {
        var runs = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in runs += 1 })
        control.performPrimaryAction()
        control.simulateTap()
        expectEqual(runs, 2)
    }
}

@MainActor @Suite struct ButtonTests {
    @Test func titlesFallBackToTheNormalStateAndFollowTheCurrentState() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        expectEqual(button.title(for: .highlighted), "Follow")
        expectEqual(button.titleLabel?.text, "Follow")
        button.isSelected = true
        expectEqual(button.currentTitle, "Following")
        expectEqual(button.titleLabel?.text, "Following")
        expectIdentical(button.titleLabel?.superview, button)
    }

    @Test func titleColorDefaultsToTheTintForSystemButtons() {
        let system = UIButton(type: .system)
        system.tintColor = .systemGreen
        expectEqual(system.currentTitleColor, .systemGreen)
        expectEqual(UIButton(type: .custom).currentTitleColor, .white)
        system.setTitleColor(.systemRed, for: .normal)
        expectEqual(system.titleLabel?.textColor, .systemRed)
    }

    @Test func titleShadowColorsFollowTheStateThroughTheTitleLabel() {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        expectNil(button.currentTitleShadowColor)
        button.setTitleShadowColor(.black, for: .normal)
        button.setTitleShadowColor(.white, for: .selected)
        expectEqual(button.titleShadowColor(for: .highlighted), .black, "the normal state's, as a fallback")
        expectEqual(button.titleLabel?.shadowColor, .black)
        button.isSelected = true
        expectEqual(button.currentTitleShadowColor, .white)
        expectEqual(button.titleLabel?.shadowColor, .white)
    }

    @Test func imagesFollowTheStateThroughTheImageView() {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(systemName: "heart"), for: .normal)
        button.setImage(UIImage(systemName: "heart.fill"), for: .selected)
        expectEqual(button.imageView?.image?.headlessName, "heart")
        button.isSelected = true
        expectEqual(button.imageView?.image?.headlessName, "heart.fill")
        expectEqual(button.currentImage?.headlessName, "heart.fill")
    }

    @Test func primaryActionButtonShowsTheActionsTitleAndRunsIt() {
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Buy", image: UIImage(systemName: "cart")) { _ in taps += 1 })
        expectEqual(button.buttonType, .system)
        expectEqual(button.currentTitle, "Buy")
        expectEqual(button.currentImage?.headlessName, "cart")
        button.simulateTap()
        expectEqual(taps, 1)
        let framed = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44), primaryAction: UIAction { _ in taps += 1 })
        framed.simulateTap()
        expectEqual(taps, 2)
        expectEqual(framed.buttonType, .custom)
    }

    @Test func actionTitleAndImageCanBeChanged() {
        let action = UIAction(title: "Old") { _ in }
        action.title = "New"
        action.image = UIImage(systemName: "star")
        expectEqual(action.title, "New")
        expectEqual(action.image?.headlessName, "star")
    }
}

@MainActor @Suite struct SwitchAndSpinnerTests {
    @Test func tappingASwitchFlipsItAndSendsValueChanged() {
        let toggle = UISwitch()
        let recorder = ControlEventRecorder()
        recorder.watch(toggle, [("changed", .valueChanged), ("primary", .primaryActionTriggered), ("up", .touchUpInside)])
        var valueSeen: Bool?
        toggle.addAction(UIAction { [unowned toggle] _ in valueSeen = toggle.isOn }, for: .valueChanged)

        toggle.simulateTap()

        #expect(toggle.isOn)
        expectEqual(valueSeen, true)
        expectEqual(recorder.events, ["up", "changed", "primary"])
    }

    @Test func settingASwitchInCodeSendsNothing() {
        let toggle = UISwitch()
        let recorder = ControlEventRecorder()
        recorder.watch(toggle, [("changed", .valueChanged)])
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        #expect(recorder.events.isEmpty)
        expectEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
    }

    @Test func spinnerIsHiddenWhileStoppedUnlessToldOtherwise() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        expectEqual(spinner.style, .large)
    }
}

// `swift run Showcase`: a table screen built with DTTableViewManager on HeadlessUIKit.
//
// In a terminal, the screen is interactive. Otherwise (output piped or redirected, or with
// `--script`) a scripted session runs and prints a report after every step.
if CommandLine.arguments.contains("--script") || !Terminal.isInteractive || !InteractiveSession.run() {
    print(ScriptedSession.transcript(), terminator: "")
}

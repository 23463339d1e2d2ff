// `swift run Showcase`: a table screen built with DTTableViewManager on HeadlessUIKit.
//
// In a terminal, the screen is interactive. Otherwise (output piped or redirected, or with
// `--script`) a scripted session runs and prints a report after every step. With `--svg DIR`,
// the scripted session writes an SVG picture of the screen after every step into DIR.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(ShowcaseUsage.text, terminator: "")
} else if arguments.first == "--svg" {
    guard arguments.count == 2 else {
        FileHandle.standardError.write(Data("Showcase: --svg takes one folder\n\n\(ShowcaseUsage.text)".utf8))
        exit(2)
    }
    for url in try StepPictures.write(to: URL(fileURLWithPath: arguments[1])) {
        print(url.path)
    }
} else if let unknown = arguments.first(where: { $0 != "--script" }) {
    FileHandle.standardError.write(Data("Showcase: unknown argument '\(unknown)'\n\n\(ShowcaseUsage.text)".utf8))
    exit(2)
} else if arguments.contains("--script") || !Terminal.isInteractive || !InteractiveSession.run() {
    print(try ScriptedSession.transcript(), terminator: "")
}

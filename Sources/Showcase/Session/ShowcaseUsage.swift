/// What `swift run Showcase --help` prints.
enum ShowcaseUsage {
    /// The usage text, ending with a newline.
    static let text = """
        Usage: swift run Showcase [--script | --svg DIR]

        A feed screen built with DTTableViewManager on HeadlessUIKit.

          (no argument)  In a terminal: interactive. Keys: ↑/↓ move the cursor, Enter selects,
                         d deletes (swipe, then Delete), m moves the row one place down,
                         r refreshes the feed with an animated diff, q or Control-C quits.
                         With output piped or redirected: the scripted session, as --script.
          --script       Play the scripted session and print, after each step, the event
                         closures that fired, the batch updates applied and the visible table.
                         Its last steps drive the feed with a diffable data source.
          --svg DIR      Play the scripted session and write an SVG picture of the screen
                         after each step into DIR (01-load-the-screen.svg, …).
          -h, --help     Show this help.

        """
}

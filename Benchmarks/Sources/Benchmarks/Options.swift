/// The command line of the benchmark executable.
///
/// ```
/// Benchmarks [--quick] [--json PATH] [--only NAME,NAME…]
/// Benchmarks --memory-probe SUBJECT COUNT     (internal: one memory reading)
/// Benchmarks --count-instructions NAME [--quick]  (internal: a counting run under Callgrind)
/// ```
struct Options {
    /// Smaller inputs for slow baselines, so that the whole run fits in CI's minute.
    var isQuick = false
    /// Where the JSON summary goes.
    var jsonPath = "benchmark-results.json"
    /// The workloads to run; all when empty.
    var only: Set<String> = []
    /// Set when this process is a memory probe started by the memory workload.
    var memoryProbe: (subject: MemoryProbe.Subject, count: Int)?
    /// Set when this process is the counting run of a workload, started under Callgrind.
    var countedWorkload: String?

    /// The usage text.
    static let usage = """
        usage: Benchmarks [--quick] [--json PATH] [--only NAME[,NAME…]]
          --quick        small inputs where the baseline is slow; the whole run takes about a minute
          --json PATH    where to write the JSON summary (default: benchmark-results.json)
          --only NAMES   run only these workloads (cellForRow, diff, storage, diffable, pipeline, events, memory, snapshot)
        """

    /// Parses the arguments, without the executable's path.
    ///
    /// - Throws: ``UsageError`` for an unknown option or a missing value.
    init(parsing arguments: [String]) throws {
        var remaining = arguments[...]
        func value(for option: String) throws -> String {
            guard let value = remaining.popFirst() else { throw UsageError(message: "\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                isQuick = true
            case "--json":
                jsonPath = try value(for: argument)
            case "--only":
                only = Set(try value(for: argument).split(separator: ",").map(String.init))
            case "--memory-probe":
                let subject = try value(for: argument)
                guard let parsed = MemoryProbe.Subject(rawValue: subject), let count = Int(try value(for: argument)) else {
                    throw UsageError(message: "--memory-probe needs a subject (array, storage, diff) and a count")
                }
                memoryProbe = (parsed, count)
            case "--count-instructions":
                countedWorkload = try value(for: argument)
            case "--help", "-h":
                throw UsageError(message: nil)
            default:
                throw UsageError(message: "unknown argument \(argument)")
            }
        }
    }

    /// A command line that cannot be run; `message` is `nil` when help was asked for.
    struct UsageError: Error {
        let message: String?
    }
}

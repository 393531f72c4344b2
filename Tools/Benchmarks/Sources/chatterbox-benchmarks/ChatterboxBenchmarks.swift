import BenchmarkHarness
import Foundation

/// `chatterbox-benchmarks [--quick] [--filter <name>] [--json] [--list] [--help]`; `serve …`,
/// `fetch …` and `interactive …` are the network entries' child processes (``BenchServer``,
/// ``FetchRunner``, ``InteractiveRunner``).
@main
enum ChatterboxBenchmarks {
  static func main() async {
    let program = "chatterbox-benchmarks"
    // Child-process roles of the network entries (a server out of the measured process, a client
    // whose RSS is its own); not options, so they never reach `Options.parse`.
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case "serve": BenchServer.main(Array(arguments.dropFirst()))
    case "fetch": await FetchRunner.main(Array(arguments.dropFirst()))
    case "interactive": await InteractiveRunner.main(Array(arguments.dropFirst()))
    case "tus-upload": await TusUploadRunner.main(Array(arguments.dropFirst()))
    default: break
    }
    let options: Options
    do {
      options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      printError("\(program): \(error)\n\n\(Options.usage(program: program))")
      exit(2)
    }
    if options.help {
      print(Options.usage(program: program))
      exit(0)
    }
    if options.list {
      for benchmark in Registry.all {
        let target = benchmark.target.map { " (target \($0.description(for: benchmark.metric)))" } ?? ""
        print("\(benchmark.id)\(target)\n    \(benchmark.summary)")
        for companion in benchmark.companions {
          let target = companion.target.map { " (target \($0.description(for: companion.metric)))" } ?? ""
          print("  + \(companion.id)\(target): \(companion.name) vs \(companion.baselineName)")
        }
      }
      exit(0)
    }

    let ids = Registry.all.map(\.id)
    let selected = Registry.all.filter { options.selects(id: $0.id, name: $0.name, allIDs: ids) }
    guard !selected.isEmpty else {
      printError("\(program): no entry matches \(options.filters.joined(separator: ", ")); see --list")
      exit(2)
    }
    let machine = MachineInfo.current()
    if machine.build == "debug" {
      printError("note: debug build; record figures from `swift run -c release` only")
    }
    let harness = Harness(options: options, progress: { printError($0) })
    let report = await harness.run(selected, machine: machine)
    do {
      print(options.json ? try report.json() : report.markdown)
    } catch {
      printError("\(program): could not write the report: \(error)")
      exit(1)
    }
    exit(report.succeeded ? 0 : 1)
  }

  static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

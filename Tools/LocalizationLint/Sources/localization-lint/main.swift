import Foundation
import Localization

// localization-lint <catalog.xcstrings> [--shipped en,es,fr]
//
// Prints one line per problem, `key [lang]: problem`, and exits 1 if there is any (or if the
// catalog cannot be read); prints a summary and exits 0 otherwise. Usage errors exit 2.

let usage = "usage: localization-lint <catalog.xcstrings> [--shipped en,es,fr]"

func fail(_ message: String, code: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(code)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var shipped: [String]?
if let flag = arguments.firstIndex(where: { $0 == "--shipped" || $0.hasPrefix("--shipped=") }) {
  let value: String
  if arguments[flag].hasPrefix("--shipped=") {
    value = String(arguments[flag].dropFirst("--shipped=".count))
    arguments.remove(at: flag)
  } else {
    guard flag + 1 < arguments.count else { fail(usage, code: 2) }
    value = arguments[flag + 1]
    arguments.removeSubrange(flag...flag + 1)
  }
  shipped = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  if shipped?.isEmpty == true { fail("localization-lint: --shipped needs at least one language\n\(usage)", code: 2) }
}
if arguments.contains("--help") || arguments.contains("-h") {
  print(usage)
  exit(0)
}
guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("-") else { fail(usage, code: 2) }

let catalog: StringCatalog
do {
  catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: path))
} catch {
  fail("localization-lint: \(path): \(error)", code: 1)
}

let languages = shipped ?? catalog.languages
let problems = CatalogLinter(shippedLanguages: languages).lint(catalog)
for problem in problems { print(problem) }

let summary = "\(catalog.entries.count) keys, \(languages.count) languages (\(languages.joined(separator: ", ")))"
if problems.isEmpty {
  print("localization-lint: OK — \(summary)")
  exit(0)
} else {
  print("localization-lint: \(problems.count) problem\(problems.count == 1 ? "" : "s") — \(summary)")
  exit(1)
}

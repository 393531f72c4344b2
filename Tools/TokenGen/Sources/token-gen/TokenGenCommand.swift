import Foundation
import TokenGenCore

/// `token-gen <tokens.json> <out-dir> [--check]`: generates the DesignTokens Swift files, or with
/// `--check` verifies the checked-in ones are what the JSON produces (CI). Exit status: 0 done or
/// fresh; 1 stale, invalid tokens or I/O failure; 2 usage error.
@main
struct TokenGenCommand {
  static let usage = """
    usage: token-gen <tokens.json> <out-dir> [--check]
      Writes the Swift token files for <tokens.json> into <out-dir>.
      --check  write nothing; exit 1 if <out-dir> is not exactly what <tokens.json> generates.
    """

  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return
    }
    let check = arguments.contains("--check")
    let paths = arguments.filter { $0 != "--check" }
    guard paths.count == 2, !paths.contains(where: { $0.hasPrefix("-") }) else {
      fail(usage, status: 2)
    }
    let (input, output) = (paths[0], paths[1])
    let directory = URL(fileURLWithPath: output, isDirectory: true)

    let files: [GeneratedFile]
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: input))
      files = try TokenGenerator.generate(fromJSON: data)
    } catch let error as TokenGenError {
      fail("token-gen: \(input): \(error)", status: 1)
    } catch {
      fail("token-gen: cannot read \(input): \(error.localizedDescription)", status: 1)
    }

    if check {
      let problems = TokenGenerator.staleness(of: files, in: directory)
      guard problems.isEmpty else {
        let list = problems.map { "  - \($0)" }.joined(separator: "\n")
        fail(
          """
          token-gen: \(output) is stale: it is not what \(input) generates (\(problems.count) problem\(problems.count == 1 ? "" : "s")):
          \(list)
          Regenerate and commit the result:
            swift run --package-path Tools/TokenGen token-gen \(input) \(output)
          """, status: 1)
      }
      print("token-gen: \(output) is up to date (\(files.count) files)")
      return
    }

    do {
      let summary = try TokenGenerator.write(files, to: directory)
      var parts = ["wrote \(summary.written.count)", "unchanged \(summary.unchanged.count)"]
      if !summary.removed.isEmpty { parts.append("removed \(summary.removed.joined(separator: ", "))") }
      print("token-gen: \(output): \(parts.joined(separator: ", "))")
    } catch {
      fail("token-gen: \(error)", status: 1)
    }
  }

  private static func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
  }
}

import Foundation

/// Validates a HAR document against ``HARSchema`` with Python's `jsonschema` (Draft 7), by shelling
/// out: the package has no dependencies, and a second, independent implementation is the point.
enum HARValidator {
  /// Whether `python3` with `jsonschema` is available (tests are skipped otherwise).
  static let isAvailable: Bool = run(["-c", "import jsonschema"]).status == 0

  /// `nil` when valid, else the validator's messages.
  static func errors(in har: Data) throws -> String? {
    let directory = FileManager.default.temporaryDirectory.appending(path: "har-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let schemaURL = directory.appending(path: "schema.json")
    let harURL = directory.appending(path: "export.har")
    try Data(HARSchema.json.utf8).write(to: schemaURL)
    try har.write(to: harURL)
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft7Validator.check_schema(schema)
      document = json.load(open(sys.argv[2]))
      errors = sorted(jsonschema.Draft7Validator(schema).iter_errors(document), key=lambda e: list(e.path))
      for error in errors[:20]:
          print("/".join(str(p) for p in error.path), ":", error.message)
      sys.exit(1 if errors else 0)
      """
    let result = run(["-c", script, filePath(schemaURL), filePath(harURL)])
    return result.status == 0 ? nil : (result.output.isEmpty ? "python exited with \(result.status)" : result.output)
  }

  private static func run(_ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return (-1, "\(error)") }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}

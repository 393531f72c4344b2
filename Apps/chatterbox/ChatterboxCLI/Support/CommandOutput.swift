import Foundation

/// Prints either human text or one JSON object, as `--json` asks. JSON keys are sorted so output
/// is stable for scripts and snapshot tests.
///
/// ```swift
/// CommandOutput(context).emit(json: ["ok": true]) { "Done." }
/// ```
struct CommandOutput {
  let console: Console
  let isJSON: Bool

  init(_ context: CommandContext) {
    console = context.console
    isJSON = context.arguments.flag("json")
  }

  func emit(json object: [String: Any], text: () -> String) {
    if isJSON {
      console.out(Self.encode(object))
    } else {
      console.out(text())
    }
  }

  static func encode(_ object: Any) -> String {
    guard JSONSerialization.isValidJSONObject(object),
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

import ChatterboxComposition
import ChatterboxPresentation
import Foundation
import TerminalUI

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

  /// `object` as compact JSON with sorted keys, or `{}` when it is not a JSON object. Every
  /// character ``TerminalSafeText`` would change (DEL, C1 controls, bidi overrides and isolates,
  /// U+2028/U+2029; C0 controls are already escaped by `JSONSerialization`) is written as a `\uXXXX`
  /// escape, so the output holds no byte a terminal obeys, parses to exactly the same value, and
  /// passes through ``Console/out(_:)`` unchanged.
  static func encode(_ object: Any) -> String {
    guard JSONSerialization.isValidJSONObject(object),
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    else { return "{}" }
    return escapingTerminalControls(String(decoding: data, as: UTF8.self))
  }

  /// `json` with each character that needs care escaped as `\uXXXX`. Outside strings JSON is
  /// ASCII punctuation, digits, letters and whitespace, so such characters (but LF and TAB, which
  /// a string never holds raw) can only sit inside a string, where the escape means the same
  /// character.
  static func escapingTerminalControls(_ json: String) -> String {
    let escaped = { (scalar: Unicode.Scalar) in TerminalSafeText.needsCare(scalar) && scalar != "\n" && scalar != "\t" }
    guard json.unicodeScalars.contains(where: escaped) else { return json }
    var result = ""
    result.unicodeScalars.reserveCapacity(json.unicodeScalars.count)
    for scalar in json.unicodeScalars {
      if escaped(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: false)
        result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

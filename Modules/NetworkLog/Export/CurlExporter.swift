import Foundation

/// Turns an entry into a `curl` command line for replaying or sharing. Values redacted at capture stay
/// `<redacted>` (fill them in by hand); every argument is single-quoted, with embedded `'` written as
/// `'\''`, so the command is safe to paste into `sh`, `bash` or `zsh`.
public enum CurlExporter {
  /// The command for one entry. A truncated or binary request body is noted in a `#` comment line
  /// above the command (the body in the command is then incomplete or absent).
  public static func curl(for entry: NetworkLogEntry) -> String {
    var comments: [String] = []
    var firstLine = ["curl"]
    let body = entry.requestBody
    if entry.method == "HEAD" {
      firstLine.append("--head")
    } else if entry.method != "GET" || body?.text != nil {
      firstLine.append("-X " + shellQuoted(entry.method))
    }
    firstLine.append(shellQuoted(entry.url))
    var arguments = [firstLine.joined(separator: " ")]
    for header in entry.requestHeaders where header.name.lowercased() != "content-length" {
      arguments.append("-H " + shellQuoted("\(header.name): \(header.value)"))
    }
    if let body {
      if let text = body.text {
        arguments.append("--data-raw " + shellQuoted(text))
        if body.isTruncated {
          comments.append("# request body truncated: \(text.utf8.count) of \(body.originalSize) bytes recorded")
        }
      } else {
        comments.append("# binary request body (\(body.originalSize) bytes) not recorded")
      }
    }
    return (comments + [arguments.joined(separator: " \\\n  ")]).joined(separator: "\n")
  }

  /// Single-quotes `text` for a POSIX shell: `it's` → `'it'\''s'`.
  public static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

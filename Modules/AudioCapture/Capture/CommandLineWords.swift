import Foundation

/// Splitting a capture command into words and finding its executable, without a shell (`package`:
/// SpeechSynthesis runs its voice command the same way).
package enum CommandLineWords {
  /// Splits on unquoted whitespace. `'…'` is literal, `"…"` allows `\"` and `\\`, a backslash
  /// outside quotes escapes the next character.
  package static func split(_ command: String) throws(CaptureError) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaping = false
    for character in command {
      if escaping {
        current.append(character)
        escaping = false
        continue
      }
      switch (quote, character) {
      case ("'", "'"), ("\"", "\""):
        quote = nil
      case ("\"", "\\"), (nil, "\\"):
        escaping = true
        inWord = true
      case (nil, "'"), (nil, "\""):
        quote = character
        inWord = true
      case (nil, _) where character.isWhitespace:
        if inWord { words.append(current) }
        current = ""
        inWord = false
      default:
        current.append(character)
        inWord = true
      }
    }
    guard quote == nil, !escaping else { throw .invalidCommand(command) }
    if inWord { words.append(current) }
    guard !words.isEmpty else { throw .invalidCommand(command) }
    return words
  }

  /// A name with a slash is a path (relative to the working directory); otherwise the first
  /// executable match in `searchPath`.
  package static func resolve(_ name: String, searchPath: String?) throws(CaptureError) -> URL {
    let files = FileManager.default
    if name.contains("/") {
      let url = URL(fileURLWithPath: name)
      guard isExecutableFile(url.path, files) else { throw .commandNotFound(name) }
      return url
    }
    let directories = (searchPath ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
    for directory in directories where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appending(path: name, directoryHint: .notDirectory)
      if isExecutableFile(candidate.path, files) { return candidate }
    }
    throw .commandNotFound(name)
  }

  private static func isExecutableFile(_ path: String, _ files: FileManager) -> Bool {
    var isDirectory: ObjCBool = false
    return files.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
      && files.isExecutableFile(atPath: path)
  }
}

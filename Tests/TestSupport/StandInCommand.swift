import Foundation

/// A stand-in for a program a command runs (a player, a voice), written as a shell script in a test's own folder.
///
/// Its ``commandLine`` runs the script through `/bin/sh` instead of executing it: a process spawned elsewhere in
/// this test process while the script was being written can still hold it open for writing, and Linux then refuses
/// to execute it (`ETXTBSY`) for as long as that process keeps it, which under load is longer than any retry.
public struct StandInCommand: Sendable {
  /// The script's file.
  public let script: URL

  /// Writes `body` (without the `#!` line) to `script`. Throws what writing the file throws.
  public init(_ body: String, at script: URL) throws {
    self.script = script
    try ScriptFile.write("#!/bin/sh\n" + body, to: script)
  }

  /// `/bin/sh "<script>"`, in the double quotes a command setting (`CHATTERBOX_PLAYER`, `CHATTERBOX_TTS`) reads,
  /// and safe inside the single quotes of a shell line.
  public var commandLine: String {
    let escaped = script.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    return "/bin/sh \"\(escaped)\""
  }
}

/// Why a take or a recording could not be played, typed so the app can say it in words the listener
/// can act on (install a player, check the sound output, try the download again).
public enum PlaybackError: Error, Equatable, Sendable {
  /// No player was named (the host's setting) and none of `searched` is installed.
  case noPlayer(searched: [String])
  /// The player named is not an executable file, neither as a path nor on `PATH`.
  case playerNotFound(String)
  /// The player command is empty or badly quoted.
  case invalidCommand(String)
  /// The player could not be started at all (`reason` is the system's words).
  case launchFailed(name: String, reason: String)
  /// The player ran and ended with `status`; `lastLine` is the last line it wrote to stderr.
  case playerFailed(name: String, status: Int32, lastLine: String)
  /// The player ran but found no sound output to play on (its own words in `lastLine`).
  case noAudioDevice(name: String, lastLine: String)
  /// A recording could not be fetched to play it; `reason` is the network's or the disk's words.
  case downloadFailed(reason: String)
}

extension PlaybackError: CustomStringConvertible {
  /// A one-line English message for a log; the app shows its catalog's words instead.
  public var description: String {
    switch self {
    case .noPlayer(let searched): "no audio player found (looked for \(searched.joined(separator: ", ")))"
    case .playerNotFound(let name): "audio player not found: \(name)"
    case .invalidCommand(let command): "cannot parse player command: \(command)"
    case .launchFailed(let name, let reason): "cannot run \(name): \(reason)"
    case .playerFailed(let name, let status, let lastLine):
      "\(name) exited with status \(status)" + (lastLine.isEmpty ? "" : ": \(lastLine)")
    case .noAudioDevice(let name, let lastLine): "\(name) found no audio device: \(lastLine)"
    case .downloadFailed(let reason): "the recording could not be downloaded: \(reason)"
    }
  }
}

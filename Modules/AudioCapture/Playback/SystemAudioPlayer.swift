import Foundation

/// The platform's player for a host: the command it names, else on Apple platforms
/// `AVFoundationAudioPlayer` (Apple platforms) and elsewhere the first ``CommandAudioPlayer/defaultPlayers`` found;
/// one that cannot be had is an ``UnavailableAudioPlayer`` answering with the reason.
public enum SystemAudioPlayer {
  /// The player for `command` (`nil` or blank: the platform's own). Throws only
  /// ``PlaybackError/invalidCommand(_:)``, a command that cannot be read (a usage error for a host).
  public static func resolve(
    command: String?, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
  ) throws(PlaybackError) -> any AudioPlayer {
    let named = command?.trimmingCharacters(in: .whitespaces) ?? ""
    #if canImport(AVFoundation)
      if named.isEmpty { return AVFoundationAudioPlayer() }
    #endif
    #if os(Linux) || os(macOS) || os(Windows)
      do throws(PlaybackError) {
        return try CommandAudioPlayer.resolve(command: named, searchPath: searchPath)
      } catch .invalidCommand(let words) { throw .invalidCommand(words) } catch {
        return UnavailableAudioPlayer(reason: error)
      }
    #else
      return UnavailableAudioPlayer(reason: .noPlayer(searched: []))
    #endif
  }
}

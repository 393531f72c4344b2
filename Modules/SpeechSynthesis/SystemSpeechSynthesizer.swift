import Foundation

/// The platform's synthesizer for a host: the command it names, else `AVSpeechSynthesizer` on Apple
/// platforms and elsewhere the first of ``CommandSpeechSynthesizer/defaultCommands`` found; one that
/// cannot be had is an ``UnavailableSpeechSynthesizer`` answering with the reason.
public enum SystemSpeechSynthesizer {
  /// The variable that names a synthesizer command in the app (`CHATTERBOX_TTS`).
  public static let environmentVariable = "CHATTERBOX_TTS"

  /// The synthesizer for `command` (`nil` or blank: the platform's own). Throws only
  /// ``SpeechSynthesisError/Kind/invalidCommand``, a command that cannot be read (a usage error for a host).
  ///
  /// ```swift
  /// let environment = ProcessInfo.processInfo.environment
  /// let synthesizer = try SystemSpeechSynthesizer.resolve(command: environment["CHATTERBOX_TTS"])
  /// ```
  public static func resolve(
    command: String?, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
  ) throws(SpeechSynthesisError) -> any SpeechSynthesizer {
    let named = command?.trimmingCharacters(in: .whitespaces) ?? ""
    #if canImport(AVFoundation)
      if named.isEmpty { return AVFoundationSpeechSynthesizer() }
    #endif
    #if os(Linux) || os(macOS) || os(Windows)
      do throws(SpeechSynthesisError) {
        return try CommandSpeechSynthesizer.resolve(command: named, searchPath: searchPath)
      } catch  where error.kind == .invalidCommand { throw error } catch {
        return UnavailableSpeechSynthesizer(reason: error)
      }
    #else
      return UnavailableSpeechSynthesizer(reason: SpeechSynthesisError(.noSynthesizer))
    #endif
  }
}

/// Why a ``PCMSource`` could not be created or stopped producing audio.
///
/// Values carry command names and short reasons, never audio, so they are safe to log and show.
///
/// ```swift
/// do {
///   let source = try ProcessSource(command: "arecord -q -f S16_LE -r 48000 -c 1 -t raw")
/// } catch .commandNotFound(let name) {
///   print("\(name) is not installed")
/// }
/// ```
public enum CaptureError: Error, Hashable, Sendable {
  /// The capture command's executable is not on `PATH` (or the given path is not executable).
  case commandNotFound(String)
  /// The capture command exited with a non-zero status (or was killed by a signal we did not
  /// send) before the take was stopped. `stderrTail` is the last few hundred bytes it printed.
  /// The audio captured up to that point is kept as a valid take.
  case captureCommandFailed(status: Int32, stderrTail: String)
  /// The command started to launch but the system refused (permissions, exec format).
  case launchFailed(String, reason: String)
  /// The command line could not be split into words (an unterminated quote, or empty).
  case invalidCommand(String)
  /// The audio is not 16-bit PCM, has an unsupported channel count or sample rate, or changed
  /// format in the middle of a take.
  case unsupportedFormat(String)
  /// Reading the byte stream (stdin, a pipe) failed with an OS error.
  case readFailed(String)
  /// A microphone source failed to start or stopped (Apple audio engine).
  case deviceFailed(String)
  /// A `file:` source could not be opened as a 16-bit PCM WAV.
  case file(WAVError)
}

import Foundation

/// The clips `Tools/speech-clips/generate` writes, generated once per test run into a temporary
/// folder; `nil` with the reason when espeak-ng or sox is missing.
enum SpeechClips {
  struct Clip: Sendable {
    var url: URL
    var language: String
    var rate: Int
    /// `clean`, `noisy` (10 dB SNR) or `48k-stereo`.
    var variant: String
    var syllables: Int
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let generated: Result<[Clip], Unavailable> = generate()

  struct Unavailable: Error { var reason: String }

  /// Whether `tool` is on PATH.
  static func has(_ tool: String) -> Bool {
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
    }
  }

  private static func generate() -> Result<[Clip], Unavailable> {
    for tool in ["espeak-ng", "sox"] where !has(tool) {
      return .failure(Unavailable(reason: "\(tool) is not installed (apt-get install -y espeak-ng sox)"))
    }
    // One fixed folder, replaced on every run, so runs do not pile clips up in the temporary directory.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speech-analysis-clips")
    try? FileManager.default.removeItem(at: folder)
    let process = Process()
    process.executableURL = root.appendingPathComponent("Tools/speech-clips/generate")
    process.arguments = [folder.path]
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return .failure(Unavailable(reason: "generate did not start: \(error)")) }
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let manifest = try? String(contentsOf: folder.appendingPathComponent("manifest.tsv"), encoding: .utf8)
    else { return .failure(Unavailable(reason: "Tools/speech-clips/generate exited \(process.terminationStatus)")) }
    let clips = manifest.split(separator: "\n").dropFirst().compactMap { line -> Clip? in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 5, let rate = Int(fields[2]), let syllables = Int(fields[4]) else { return nil }
      return Clip(
        url: folder.appendingPathComponent(fields[0]), language: fields[1], rate: rate, variant: fields[3],
        syllables: syllables)
    }
    return .success(clips)
  }
}

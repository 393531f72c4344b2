import Foundation

/// The evaluation corpus `Tools/speech-clips/corpus` generates (issue 37): the folder named by
/// `SPEECH_CORPUS` when set (generated there if it has no manifest), else the held-out half made
/// once per run in a temporary folder; `nil` with the reason when a tool is missing.
enum EvaluationCorpus {
  struct Clip: Sendable {
    var file: String
    var url: URL
    var half: String
    var group: String
    var isSpeech: Bool
    var synth: String
    var voice: String
    var language: String
    var wpm: Int
    var variant: String
    var syllables: Int
    /// Silences inserted between phrases; -1 for a real voice, whose recordings do not mark them.
    var pauses: Int
    /// Seconds of speech without the inserted pauses.
    var articulation: Double
    var text: String
  }

  static let loaded: Result<(folder: URL, clips: [Clip]), SpeechClips.Unavailable> = load()

  private static func load() -> Result<(folder: URL, clips: [Clip]), SpeechClips.Unavailable> {
    let chosen = ProcessInfo.processInfo.environment["SPEECH_CORPUS"]
    let folder =
      chosen.map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("speech-analysis-corpus")
    let manifest = folder.appendingPathComponent("manifest.tsv")
    if chosen == nil || !FileManager.default.fileExists(atPath: manifest.path) {
      for tool in ["python3", "espeak-ng", "flite", "sox"] where !SpeechClips.has(tool) {
        return .failure(
          .init(reason: "\(tool) is not installed (apt-get install -y espeak-ng flite sox python3-numpy)"))
      }
      if chosen == nil { try? FileManager.default.removeItem(at: folder) }
      let process = Process()
      let errors = Pipe()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", SpeechClips.root.appendingPathComponent("Tools/speech-clips/corpus").path, folder.path,
        chosen == nil ? "held-out" : "all",
      ]
      process.standardError = errors
      do { try process.run() } catch { return .failure(.init(reason: "corpus did not start: \(error)")) }
      let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        return .failure(.init(reason: "Tools/speech-clips/corpus exited \(process.terminationStatus): \(message)"))
      }
    }
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
      return .failure(.init(reason: "no manifest in \(folder.path)"))
    }
    let clips = text.split(separator: "\n").dropFirst().compactMap { line -> Clip? in
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard f.count >= 13 else { return nil }
      return Clip(
        file: f[0], url: folder.appendingPathComponent(f[0]), half: f[1], group: f[2], isSpeech: f[3] == "speech",
        synth: f[4], voice: f[5], language: f[6], wpm: Int(f[7]) ?? 0, variant: f[8], syllables: Int(f[9]) ?? 0,
        pauses: Int(f[10]) ?? 0, articulation: Double(f[11]) ?? 0, text: f[12])
    }
    return .success((folder, clips))
  }
}

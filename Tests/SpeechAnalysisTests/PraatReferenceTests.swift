import Foundation
import SpeechAnalysis
import Testing

/// Praat as an independent reference: `Tools/speech-clips/praat-syllables` runs de Jong & Wempe's
/// method through praat-parselmouth on the same clips, and SpeechAnalysis must count within ±10 % of
/// it or nearer the known count than it.
@Suite(.serialized) struct PraatReferenceTests {
  @Test func syllableCountsAgreeWithPraat() throws {
    let clips: [SpeechClips.Clip]
    switch SpeechClips.generated {
    case .failure(let unavailable):
      print("PraatReferenceTests skipped: \(unavailable.reason)")
      return
    case .success(let generated): clips = generated
    }
    guard let praat = praatCounts(clips.map(\.url)) else { return }
    print("clip                  known  praat  SpeechAnalysis")
    for clip in clips {
      let reference = try #require(praat[clip.url.path])
      let measured = try SpeechAnalyzer.analyze(fileAt: clip.url).syllableCount.value
      print(
        clip.url.lastPathComponent.padding(toLength: 22, withPad: " ", startingAt: 0)
          + String(format: "%5d  %5d  %14.0f", clip.syllables, reference, measured))
      // Within 10 % of Praat, unless nearer the known count than Praat is (ADR 0058): Praat is the
      // method's reference, not the truth.
      let known = Double(clip.syllables)
      #expect(
        abs(measured - Double(reference)) <= 0.1 * Double(reference)
          || abs(measured - known) < abs(Double(reference) - known),
        "\(clip.url.lastPathComponent): \(measured) syllables, Praat \(reference), known \(clip.syllables)")
    }
  }

  /// Praat's count per path, or `nil` (printed as the skip reason) without python3 or parselmouth.
  private func praatCounts(_ urls: [URL]) -> [String: Int]? {
    guard SpeechClips.has("python3") else {
      print("PraatReferenceTests skipped: python3 is not installed")
      return nil
    }
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["python3", SpeechClips.root.appendingPathComponent("Tools/speech-clips/praat-syllables").path]
      + urls.map(\.path)
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      print("PraatReferenceTests skipped: praat-parselmouth is not installed (pip install praat-parselmouth)")
      return nil
    }
    var counts: [String: Int] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: "\t")
      if fields.count == 2, let count = Int(fields[1]) { counts[String(fields[0])] = count }
    }
    return counts
  }
}
